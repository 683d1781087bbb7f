import { Suspense } from 'react';
import type { LanguageSwitcher as Switcher } from './language-switcher.tsx';
import { lazyPart } from '../lazy/lazy-part.ts';

// The language menu's code is not in a page's first JavaScript. The prerender writes the menu in
// full: a <details> of plain links, which opens and leads to its page with no JavaScript at all.
// In the browser its Suspense boundary keeps that HTML as it is while the code loads (started by
// hydration itself) and hydrates it then. Offline, a failed load leaves no menu once the page
// re-renders, as with the language banner.

let loaded: typeof Switcher | undefined;
function loadSwitcher(): Promise<typeof Switcher> {
  return import('./language-switcher.tsx').then((module) => (loaded = module.LanguageSwitcher));
}

const LoadingSwitcher = lazyPart(() => loadSwitcher().then((component) => ({ default: component })));

/**
 * For the prerender, before it renders a page (the root loader): with the module at hand the menu
 * renders at once, so the prerendered page holds it in full and never a streamed placeholder.
 */
export async function loadLanguageSwitcherForPrerender(): Promise<void> {
  if (import.meta.env.SSR && !loaded) await loadSwitcher();
}

export function LazyLanguageSwitcher({ compact = false }: { compact?: boolean }) {
  // In the browser always the lazy component: switching types once it has loaded would remount the menu.
  const LanguageSwitcher = (import.meta.env.SSR && loaded) || LoadingSwitcher;
  return (
    <Suspense fallback={null}>
      <LanguageSwitcher compact={compact} />
    </Suspense>
  );
}
