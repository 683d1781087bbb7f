/**
 * What tells a stream's producer to stop: the visitor left, or the shutdown's grace ran out. Read like an
 * AbortSignal (`aborted`, `reason`) but a plain object: Node builds each AbortSignal as an EventTarget, and
 * making one per stream, then adding and removing a listener per provider request, was about 3% of the
 * gateway's CPU per generation in the request-cost bench.
 */
export interface StopSignal {
  readonly aborted: boolean;
  /** Why it stopped (undefined until it has). */
  readonly reason: unknown;
  /** Calls `listener` once when the signal stops (never if it already has: check `aborted` first); returns the function that forgets it. */
  onStop(listener: () => void): () => void;
}

/** A StopSignal and the one way to stop it. */
export class StopController implements StopSignal {
  aborted = false;
  reason: unknown = undefined;
  // Most streams have one listener at a time (the provider request's, or a retry's wait): no Set per stream.
  #listeners: Array<() => void> = [];

  get signal(): StopSignal {
    return this;
  }

  onStop(listener: () => void): () => void {
    if (this.aborted) return () => undefined;
    this.#listeners.push(listener);
    return () => {
      const at = this.#listeners.indexOf(listener);
      if (at !== -1) this.#listeners.splice(at, 1);
    };
  }

  /** Stops the signal with `reason` and tells each listener once; a second call does nothing. */
  stop(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const listeners = this.#listeners;
    this.#listeners = [];
    for (const listener of listeners) listener();
  }
}
