import { useEffect, useState } from 'react';
import { TYPING, TYPING_START, typingStep, type TypingState } from '../../../engine/home/typing-cycle.ts';
import { HEADLINE_COUNT } from '../../../engine/home/headlines.ts';
import type { MessageKey } from '../../i18n/namespaces.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

interface Frame {
  state: TypingState;
  /** How long this frame stays before the next step. */
  waitMs: number;
}

const HEADLINE_KEYS = Array.from({ length: HEADLINE_COUNT }, (_, i) => `headline${i + 1}` as MessageKey<'home'>);

/** The 12 motivational headlines in the page's language, typed and deleted in a loop. Static under reduced motion. */
export function TypingHeadline() {
  const t = useMessages('home');
  const HEADLINES = HEADLINE_KEYS.map((key) => t(key));
  const reduced = useReducedMotion();
  const [frame, setFrame] = useState<Frame>({ state: TYPING_START, waitMs: TYPING.startDelayMs });

  useEffect(() => {
    if (reduced) return;
    const timer = setTimeout(() => {
      const step = typingStep(frame.state, HEADLINES);
      setFrame({ state: step.state, waitMs: step.delayMs });
    }, frame.waitMs);
    return () => clearTimeout(timer);
    // HEADLINES is made anew each render from the page's messages, which do not change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frame, reduced]);

  const text = reduced ? HEADLINES[0] : HEADLINES[frame.state.index]?.slice(0, frame.state.visible);
  return (
    <p className="typing-headline">
      {/* Screen readers get one stable line instead of a flood of changes. */}
      <span className="visually-hidden">{HEADLINES[0]}</span>
      {/* Every headline sits invisibly in the same grid cell as the typed one, so the line is
          always as tall as the longest headline wraps to at this width: the buttons below never move. */}
      <span className="typing-stack" aria-hidden="true">
        {HEADLINES.map((h) => (
          <span key={h} className="typing-sizer">
            {h}
          </span>
        ))}
        <span className="typing-live">
          <span data-testid="typing-text">{text}</span>
          <span className="typing-caret" />
        </span>
      </span>
    </p>
  );
}
