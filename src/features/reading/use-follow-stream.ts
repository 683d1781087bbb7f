import { useEffect, useRef, type RefObject } from 'react';

/** How close to the result's end (px) counts as "at the bottom": resumes following. */
const BOTTOM_SLACK = 48;

/**
 * Keeps the end of a streaming result in view, until the visitor scrolls up;
 * following resumes once they scroll back down to the result's end. Our own scrolling
 * only ever moves down, so any upward scroll is the visitor's.
 */
export function useFollowStream(target: RefObject<HTMLElement | null>, active: boolean, content: string): void {
  const following = useRef(true);
  const lastY = useRef(0);

  useEffect(() => {
    if (!active) return;
    following.current = true;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const el = target.current;
      // The bottom that matters is the result's end (the tips and footer follow it).
      const atBottom = el !== null && el.getBoundingClientRect().bottom <= window.innerHeight + BOTTOM_SLACK;
      if (atBottom) following.current = true;
      else if (y < lastY.current) following.current = false;
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active, target]);

  useEffect(() => {
    const el = target.current;
    if (!active || !following.current || !el) return;
    const overflow = el.getBoundingClientRect().bottom - window.innerHeight;
    if (overflow > 0) window.scrollBy({ top: overflow + 16, behavior: 'instant' });
  }, [active, content, target]);
}
