import { scrollBehavior } from './use-reduced-motion.ts';

const MAX_PASSES = 3;
/** Without a scrollend event, a scroll is taken as ended after this long without scroll events. */
const SCROLL_IDLE_MS = 150;
/** A jump that never scrolls (already there) or never ends stops being watched after this long. */
const GIVE_UP_MS = 4000;

/** Calls back once scrolling has stopped: scrollend, or a pause in scroll events where it is missing. */
function onScrollEnd(callback: () => void, signal: AbortSignal): void {
  const events: EventTarget = window; // typed loosely so the check below does not narrow `window` away
  if ('onscrollend' in events) {
    window.addEventListener('scrollend', callback, { once: true, signal });
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(callback, SCROLL_IDLE_MS);
  };
  signal.addEventListener('abort', () => clearTimeout(timer));
  window.addEventListener('scroll', restart, { passive: true, signal });
}

/**
 * Keeps an in-page jump on its target. The categories below the fold are laid out only near the
 * viewport (content-visibility in home.css) and hold estimated heights until then, so a smooth
 * scroll, whose destination is computed when it starts, falls short when the sections it passes
 * turn out taller than estimated. When it has ended, the target is scrolled to again (the sections
 * in between now have their real heights), a few times at most. The visitor scrolling, tapping or
 * pressing a key in the meantime ends the watch: their scroll is never overridden.
 */
export function settleJump(target: HTMLElement): void {
  const watch = new AbortController();
  const { signal } = watch;
  let passes = 0;
  const check = () => {
    const offset = target.getBoundingClientRect().top - (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
    if (Math.abs(offset) <= 1 || ++passes > MAX_PASSES) {
      watch.abort();
      return;
    }
    target.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
    onScrollEnd(check, signal);
  };
  onScrollEnd(check, signal);
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, () => watch.abort(), { once: true, passive: true, signal });
  }
  setTimeout(() => watch.abort(), GIVE_UP_MS);
}
