import { useEffect, useState } from 'react';

/** How often the counts follow a streaming result: a few redraws a second, not one per token. */
export const STREAM_COUNT_INTERVAL_MS = 400;

/**
 * The text, at most once per interval while it streams, then at once when it is finished.
 * Counting and scoring a long result on every token would keep the main thread busy while
 * the visitor reads; a count a fraction of a second behind is not noticed.
 */
export function useThrottledText(text: string, streaming: boolean): string {
  const [shown, setShown] = useState(text);
  const [shownAt, setShownAt] = useState(0);
  useEffect(() => {
    if (text === shown) return;
    const wait = streaming ? STREAM_COUNT_INTERVAL_MS - (Date.now() - shownAt) : 0;
    if (wait <= 0) {
      setShown(text);
      setShownAt(Date.now());
      return;
    }
    const timer = setTimeout(() => {
      setShown(text);
      setShownAt(Date.now());
    }, wait);
    return () => clearTimeout(timer);
  }, [text, shown, shownAt, streaming]);
  return shown;
}
