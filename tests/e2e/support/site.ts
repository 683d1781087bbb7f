import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

// Shared helpers for the browser suite. The catalogue is read straight from tools/ (the same
// files the registry globs), so the tests never import the app or engine code they check.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface CategoryInfo {
  id: string;
  title: string;
}

export interface ToolRoute {
  id: string;
  title: string;
  path: string;
  /** Expected <title>: seo.title, or 'Free {title} | AI Writing Assistant Tool'. */
  pageTitle: string;
  /** Expected meta description: seo.description, or the tool description. */
  description: string;
}

interface ManifestShape {
  id: string;
  title: string;
  description: string;
  path?: string;
  seo?: { title?: string; description?: string };
}

export interface ToolManifest extends ManifestShape {
  category: string;
  contextHistory?: boolean;
  keywords?: string[];
  promptPlaceholder?: string;
  contextOptions?: Array<{ value: string; label: string; description: string }>;
}

export function readToolManifest(id: string): ToolManifest {
  return JSON.parse(fs.readFileSync(path.join(root, 'tools', id, 'manifest.json'), 'utf8')) as ToolManifest;
}

export function readCategories(): CategoryInfo[] {
  const file = JSON.parse(fs.readFileSync(path.join(root, 'tools/categories.json'), 'utf8')) as { categories: CategoryInfo[] };
  return file.categories.map(({ id, title }) => ({ id, title }));
}

/** Every tools/<id>/manifest.json (folders starting with '_' are templates, not tools). */
export function readToolRoutes(): ToolRoute[] {
  const toolsDir = path.join(root, 'tools');
  return fs
    .readdirSync(toolsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && fs.existsSync(path.join(toolsDir, entry.name, 'manifest.json')))
    .map((entry) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(toolsDir, entry.name, 'manifest.json'), 'utf8')) as ManifestShape;
      return {
        id: manifest.id,
        title: manifest.title,
        path: manifest.path ?? `/tools/${manifest.id}`,
        pageTitle: manifest.seo?.title ?? `Free ${manifest.title} | AI Writing Assistant Tool`,
        description: manifest.seo?.description ?? manifest.description,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Decodes the character references React and other HTML serialisers emit (&amp; &#x27; &quot; ...). */
export function decodeHtml(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isNaN(code) ? whole : String.fromCodePoint(code);
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/** Attributes of every `<tag ...>` start tag in raw HTML, values decoded. */
export function startTags(html: string, tag: string): Array<Record<string, string>> {
  const tags: Array<Record<string, string>> = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const attr of (match[1] ?? '').matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
      attrs[(attr[1] ?? '').toLowerCase()] = decodeHtml(attr[3] ?? attr[4] ?? '');
    }
    tags.push(attrs);
  }
  return tags;
}

/**
 * Waits until React has hydrated the prerendered page and run its effects, so that event
 * handlers (clicks, typing, the '/' shortcut) are attached. There is no public signal, so this
 * reads React's own bookkeeping: a hydrated DOM node carries a `__reactFiber$…` key, whose
 * fiber leads up to the root; the root's committed state says `isDehydrated: false` once the
 * hydration commit is done (the keys alone appear during the render phase, before the commit).
 * A task, a frame and another task then let the commit's passive effects (useEffect) flush.
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        interface FiberLike {
          tag: number;
          return: FiberLike | null;
          stateNode: { current?: { memoizedState?: { isDehydrated?: boolean } | null } } | null;
        }
        const HOST_ROOT = 3;
        const header = document.querySelector('header.site-header');
        const key = header && Object.keys(header).find((k) => k.startsWith('__reactFiber$'));
        if (!header || !key) return false;
        let fiber = (header as unknown as Record<string, FiberLike | undefined>)[key] ?? null;
        while (fiber && fiber.tag !== HOST_ROOT) fiber = fiber.return;
        return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
      },
      undefined,
      { timeout: 15_000 },
    );
  } catch (error) {
    throw new Error(`${page.url()} never hydrated (did its JavaScript load? a rebuild during the run replaces the hashed assets)`, {
      cause: error,
    });
  }
  await page.evaluate(
    () => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0)),
  );
}

/**
 * Waits until React has hydrated `selector`'s element: prerendered HTML inside a lazy part (a Suspense
 * boundary) stays server markup, without React's fiber key, until that part's code has loaded. An
 * update that reaches the part before then waits for it, and React may replace its markup, so a test
 * that watches an element of such a part starts once it is hydrated.
 */
export async function waitForHydratedElement(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
  }, selector, { timeout: 20_000 });
}

/** Navigates to `url` and waits for hydration. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Pathname of the page's current URL. */
export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => pathnameOf(page), { message: `URL path should become ${pathname}` }).toBe(pathname);
}

/**
 * Clicks `button` while it is shown, at most `times` times: a scroll button that hides itself once
 * its row has reached the end. The previous click's scroll may end, and hide it, between the check
 * and the click; a click that then finds it hidden is the end, not an error.
 */
export async function clickUntilHidden(button: Locator, times: number): Promise<void> {
  for (let i = 0; i < times && (await button.isVisible()); i++) {
    await button.click({ timeout: 3_000 }).catch(async (error: unknown) => {
      if (await button.isVisible()) throw error;
    });
  }
}

/**
 * Brings every running CSS transition and finite animation to its end, so an axe run sees the
 * colours a visitor is left with (a button just enabled fades to its colour in 0.15 s; axe reading
 * it half-way finds a contrast the page never rests at).
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
}
