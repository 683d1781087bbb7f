// Reasoning models served by open-weight servers (DeepSeek-R1 and its distills on Groq, the
// Hugging Face router, vLLM without a reasoning parser, Ollama, llama.cpp) write their reasoning
// into the answer itself as a leading <think>…</think> (or <thinking>…</thinking>) block. Only a
// block at the very START of the answer (after optional white space) is reasoning: a tag later in
// the text is the answer's own text (a model explaining HTML, say). The tags may be split across
// chunks at any character, so the splitter holds back just the characters that could still
// become a tag, and any split of the same text gives the same answer and reasoning.

export interface SplitPiece {
  answer: string;
  reasoning: string;
}

export interface ThinkTagSplitter {
  /** The next piece of the content text; returns what is now known to be answer and reasoning. */
  push(text: string): SplitPiece;
  /** The content ended: flushes what was held back. `unclosed` when a think block never closed. */
  end(): SplitPiece & { unclosed: boolean };
}

const OPENING_TAGS = ['<think>', '<thinking>'] as const;
const isSpace = (ch: string) => ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t';

/** Length of the longest suffix of `text` that is a proper prefix of `tag` (what may still become the tag). */
function heldSuffix(text: string, tag: string): number {
  for (let n = Math.min(tag.length - 1, text.length); n > 0; n--) {
    if (tag.startsWith(text.slice(text.length - n))) return n;
  }
  return 0;
}

export function createThinkTagSplitter(): ThinkTagSplitter {
  // start: nothing but white space seen, a tag may still come; inside: in the block;
  // after: the block closed, white space before the answer is dropped; answer: plain text.
  let state: 'start' | 'inside' | 'after' | 'answer' = 'start';
  let held = '';
  let closing = '';

  const fromStart = (text: string): SplitPiece => {
    held += text;
    const body = held.trimStart();
    for (const tag of OPENING_TAGS) {
      if (body.startsWith(tag)) {
        state = 'inside';
        closing = `</${tag.slice(1)}`;
        const rest = body.slice(tag.length);
        held = '';
        return fromInside(rest);
      }
    }
    const couldBeTag = body === '' || OPENING_TAGS.some((tag) => tag.startsWith(body));
    if (couldBeTag) return { answer: '', reasoning: '' };
    state = 'answer';
    const answer = held;
    held = '';
    return { answer, reasoning: '' };
  };

  const fromInside = (text: string): SplitPiece => {
    const all = held + text;
    const at = all.indexOf(closing);
    if (at >= 0) {
      held = '';
      state = 'after';
      const after = fromAfter(all.slice(at + closing.length));
      return { answer: after.answer, reasoning: all.slice(0, at) };
    }
    const keep = heldSuffix(all, closing);
    held = all.slice(all.length - keep);
    return { answer: '', reasoning: all.slice(0, all.length - keep) };
  };

  const fromAfter = (text: string): SplitPiece => {
    let i = 0;
    while (i < text.length && isSpace(text.charAt(i))) i++;
    if (i === text.length) return { answer: '', reasoning: '' };
    state = 'answer';
    return { answer: text.slice(i), reasoning: '' };
  };

  return {
    push(text) {
      if (text === '') return { answer: '', reasoning: '' };
      switch (state) {
        case 'answer':
          return { answer: text, reasoning: '' };
        case 'start':
          return fromStart(text);
        case 'inside':
          return fromInside(text);
        case 'after':
          return fromAfter(text);
      }
    },
    end() {
      const rest = held;
      held = '';
      if (state === 'inside') return { answer: '', reasoning: rest, unclosed: true };
      // Only white space or the start of a tag that never came: that was the answer's text.
      return { answer: state === 'start' && rest.trim() !== '' ? rest : '', reasoning: '', unclosed: false };
    },
  };
}
