// Sentences of a text that is still growing (a streamed answer), in order and once each.
// `Intl.Segmenter` with granularity 'sentence' (Unicode's sentence rules, in the output
// language) cuts the text; a sentence counts as complete only when another one has begun after
// it, because the last one may still grow ("Dr." may become "Dr. Smith said."). That last
// sentence is given only by `finish()`, when the stream has ended.

export interface SentenceStream {
  /** The sentences completed by the text so far (`text` is the whole text, not a chunk), each given once. */
  update(text: string): string[];
  /** The stream has ended: the rest of `text`, the unfinished last sentence included. */
  finish(text: string): string[];
}

/** The segmenter for `language` (a BCP 47 tag), or the default locale's when the tag is unknown or missing. */
function segmenterFor(language: string | undefined): Intl.Segmenter {
  try {
    return new Intl.Segmenter(language, { granularity: 'sentence' });
  } catch {
    return new Intl.Segmenter(undefined, { granularity: 'sentence' });
  }
}

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);

/**
 * Where the text goes on after what was already given: the end of `given` in `text`, matched
 * character by character with white space skipped on both sides (an unfinished `**bold` read as
 * " bold" before it was closed). Null when the text no longer starts with what was given.
 */
function endOf(given: string, text: string): number | null {
  let i = 0;
  let j = 0;
  while (j < given.length) {
    if (isSpace(given[j])) j += 1;
    else if (isSpace(text[i])) i += 1;
    else if (i < text.length && text[i] === given[j]) {
      i += 1;
      j += 1;
    } else return null;
  }
  return i;
}

/**
 * A splitter for one streamed text. It remembers what it has given, so each sentence is given
 * once and what it gave, joined, is the text's start. A text whose start now reads differently
 * (a Markdown construct completed later) goes on after the same words, or else from the same
 * number of characters: nothing is given twice.
 */
export function createSentenceStream(language?: string): SentenceStream {
  const segmenter = segmenterFor(language);
  let given = '';

  const take = (text: string, all: boolean): string[] => {
    const offset = text.startsWith(given) ? given.length : (endOf(given, text) ?? given.length);
    if (text.length <= offset) return [];
    const pieces = Array.from(segmenter.segment(text.slice(offset)), (s) => s.segment);
    const done = all ? pieces : pieces.slice(0, -1);
    // A piece may be white space alone (between paragraphs): the speaker skips it; joined, the pieces are the text.
    given = text.slice(0, offset) + done.join('');
    return done;
  };

  return { update: (text) => take(text, false), finish: (text) => take(text, true) };
}
