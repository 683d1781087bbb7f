// The reading speeds offered (SpeechSynthesisUtterance.rate: 1 is the voice's normal pace).

export const SPEECH_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
export const DEFAULT_SPEECH_RATE = 1;

/** A stored speed, if it is one of the offered ones; otherwise the normal pace. */
export function parseSpeechRate(stored: string | null): number {
  const rate = Number(stored);
  return (SPEECH_RATES as readonly number[]).includes(rate) ? rate : DEFAULT_SPEECH_RATE;
}
