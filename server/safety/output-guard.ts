/** Why a guarded answer stopped: the stream's error event carries this code and message. */
export interface GuardFailure {
  code: 'content_blocked' | 'moderation_unavailable';
  message: string;
}

/** Characters of the part checked last that go again with the next one, so text split across two parts is read whole. */
export const CHECK_OVERLAP_CHARS = 200;

export interface OutputGuardOptions {
  /** A part is checked once this many characters are held (MODERATION_OUTPUT_CHARS). */
  everyChars: number;
  /** Checks one part (with the overlap before it): null when it may go out. */
  check: (text: string) => Promise<GuardFailure | null>;
  /** Sends checked text to the visitor (a delta event); may return a promise while the connection is congested. */
  release: (text: string) => unknown;
  /** Called once, at the first failed check: stops the provider's stream (nothing more is needed from it). */
  onFailure: (failure: GuardFailure) => void;
}

export interface OutputGuard {
  /** Takes the model's next text; held until the part it belongs to has passed its check. */
  push: (text: string) => void;
  /** Checks and releases what is still held, after every part before it; the failure, or null when all passed. */
  finish: () => Promise<GuardFailure | null>;
  /** The first failed check's failure; null while every check passed. */
  failure: () => GuardFailure | null;
  /** The stream failed for another reason: nothing more is checked or released. */
  abandon: () => void;
}

/**
 * Holds a streamed answer back until each part of it has been checked. Parts are checked in order,
 * one at a time, while the provider's text keeps arriving (the upstream is never paused by a check);
 * a part goes to the visitor only after its check passed, so no text reaches the visitor unchecked.
 * The price is latency: the first text shows once `everyChars` were generated and checked (or the
 * answer ended), and each later part a check's time after it was generated.
 */
export function createOutputGuard({ everyChars, check, release, onFailure }: OutputGuardOptions): OutputGuard {
  let held = '';
  let tail = '';
  let failed: GuardFailure | null = null;
  let abandoned = false;
  let chain: Promise<void> = Promise.resolve();

  const submit = (part: string) => {
    chain = chain.then(async () => {
      if (failed || abandoned) return;
      const problem = await check(tail + part);
      if (failed || abandoned) return;
      if (problem) {
        failed = problem;
        onFailure(problem);
        return;
      }
      tail = part.slice(-CHECK_OVERLAP_CHARS);
      await release(part);
    });
  };

  return {
    push: (text) => {
      if (failed || abandoned) return;
      held += text;
      if (held.length >= everyChars) {
        const part = held;
        held = '';
        submit(part);
      }
    },
    finish: async () => {
      if (held !== '' && !failed) {
        const part = held;
        held = '';
        submit(part);
      }
      await chain;
      return failed;
    },
    failure: () => failed,
    abandon: () => {
      abandoned = true;
      held = '';
    },
  };
}
