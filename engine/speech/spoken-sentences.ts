import { markdownToSpeech } from './markdown-to-speech.ts';
import { createSentenceStream } from './sentence-stream.ts';

/** The sentences to speak for a streamed Markdown answer, trimmed, none blank. */
export interface SpokenSentences {
  /** The sentences the answer so far (the whole Markdown received) has completed since the last call. */
  update(markdown: string): string[];
  /** The answer is complete: the sentences left, the last one included. */
  finish(markdown: string): string[];
}

const spoken = (pieces: string[]) => pieces.map((p) => p.trim()).filter((p) => p !== '');

/** Follows one answer, from its first chunk (or all of it at once, for a finished one) to its end. */
export function createSpokenSentences(language?: string): SpokenSentences {
  const stream = createSentenceStream(language);
  return {
    update: (markdown) => spoken(stream.update(markdownToSpeech(markdown))),
    finish: (markdown) => spoken(stream.finish(markdownToSpeech(markdown))),
  };
}
