import { useEffect, useState } from 'react';
import { TYPING, TYPING_START, typingStep, type TypingState } from '../../../engine/home/typing-cycle.ts';
import { HEADLINES } from '../../../engine/home/headlines.ts';
import { useReducedMotion } from './use-reduced-motion.ts';


interface Frame {
  state: TypingState;
  /** How long this frame stays before the next step. */
  waitMs: number;
}

/** The 12 motivational headlines, typed and deleted in a loop. Static under reduced motion. */
export function TypingHeadline() {
  const reduced = useReducedMotion();
  const [frame, setFrame] = useState<Frame>({ state: TYPING_START, waitMs: TYPING.startDelayMs });

  useEffect(() => {
    if (reduced) return;
    const timer = setTimeout(() => {
      const step = typingStep(frame.state, HEADLINES);
      setFrame({ state: step.state, waitMs: step.delayMs });
    }, frame.waitMs);
    return () => clearTimeout(timer);
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
