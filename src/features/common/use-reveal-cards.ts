import { useEffect, type RefObject } from 'react';
import { revealOnScroll } from './reveal-on-scroll.ts';

/**
 * Watches every tool card inside `ref`'s element for the scroll reveal (reveal-on-scroll.ts):
 * one effect per list of cards instead of one per card. `cards` is what the list shows; a new
 * value means new card elements to watch.
 */
export function useRevealCards(ref: RefObject<HTMLElement | null>, cards: unknown): void {
  useEffect(() => {
    const list = ref.current;
    if (!list) return undefined;
    const stops = Array.from(list.querySelectorAll('.tool-card'), (card) => revealOnScroll(card));
    return () => {
      for (const stop of stops) stop();
    };
  }, [ref, cards]);
}
