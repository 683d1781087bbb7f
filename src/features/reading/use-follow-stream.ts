import { useEffect, useRef, type RefObject } from 'react';

/** How close to the bottom (px) counts as "at the bottom": resumes following. */
const BOTTOM_SLACK = 48;

/**
 * Keeps the end of a streaming result in view (issue 17), until the visitor scrolls up;
 * following resumes once they scroll back to the bottom of the page. Our own scrolling
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
      const atBottom = window.innerHeight + y >= document.documentElement.scrollHeight - BOTTOM_SLACK;
      if (atBottom) following.current = true;
      else if (y < lastY.current) following.current = false;
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active]);

  useEffect(() => {
    const el = target.current;
    if (!active || !following.current || !el) return;
    const overflow = el.getBoundingClientRect().bottom - window.innerHeight;
    if (overflow > 0) window.scrollBy({ top: overflow + 16, behavior: 'instant' });
  }, [active, content, target]);
}
