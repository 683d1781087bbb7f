import { whenIdle } from '../lazy/when-idle.ts';

/** A card becomes visible when 10% of it is in view. */
export const CARD_VISIBILITY_THRESHOLD = 0.1;

let observer: IntersectionObserver | null = null;

/**
 * One IntersectionObserver for every tool card, writing data-visible straight
 * onto the element: 98 observers and a React state update per card re-rendered
 * the whole home page right after hydration, blocking the main thread.
 * data-visible: absent until the observer has reported (prerendered and no-JS
 * pages show every card), "false" while out of view, "true" once revealed.
 */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      // Several reports for one card can queue up before the callback: the newest is the truth.
      const latest = new Map<Element, IntersectionObserverEntry>();
      for (const entry of entries) latest.set(entry.target, entry);
      for (const [el, entry] of latest) {
        if (entry.isIntersecting) {
          el.setAttribute('data-visible', 'true');
          observer?.unobserve(el);
        } else if (!el.hasAttribute('data-visible')) {
          el.setAttribute('data-visible', 'false');
        }
      }
    },
    { threshold: CARD_VISIBILITY_THRESHOLD },
  );
  return observer;
}

const pending = new Set<Element>();
let scheduled = false;

/** Observing starts once the browser is idle after load, so hydration is not held up by it. */
function flushWhenIdle(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(() => {
    scheduled = false;
    const o = sharedObserver();
    for (const el of pending) o.observe(el);
    pending.clear();
  });
}

/** Starts watching an element (when the page is next idle); the returned function stops. */
export function revealOnScroll(el: Element): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  pending.add(el);
  flushWhenIdle();
  return () => {
    pending.delete(el);
    observer?.unobserve(el);
  };
}
