import { useEffect, type RefObject } from 'react';
import { whenIdle } from '../lazy/when-idle.ts';

/**
 * Marks `ref`'s element with data-motion="on" once the page is idle after hydration; home.css
 * runs the hero's decorative animations (drifting particles, blinking caret) only under it.
 * Running from the first paint, the 20 particles' animations made the browser composite a new
 * frame 60 times a second while the page was still loading and hydrating: in headless Chromium
 * (software compositing) about a quarter of a core, taken from the page's own main thread on a
 * 2-core phone or CI machine. Without JavaScript, home.css animates them at once (scripting: none).
 */
export function useMotionWhenIdle(ref: RefObject<HTMLElement | null>): void {
  useEffect(
    () =>
      whenIdle(() => {
        ref.current?.setAttribute('data-motion', 'on');
      }),
    [ref],
  );
}
