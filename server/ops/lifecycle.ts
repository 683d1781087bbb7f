/**
 * The process's drain state. SIGTERM makes it draining: readiness answers
 * 503, new generations are refused, and streams already running may finish
 * until the grace period ends; then their `signal` aborts and each closes
 * with the spec's 'interrupted' error event.
 */
export class Lifecycle {
  #draining = false;
  #active = 0;
  #idle: Array<() => void> = [];
  readonly #expired = new AbortController();

  get draining(): boolean {
    return this.#draining;
  }

  get activeStreams(): number {
    return this.#active;
  }

  /** Aborts when the grace period is over: streams still running must stop. */
  get graceExpired(): AbortSignal {
    return this.#expired.signal;
  }

  /** A stream starts; call the returned function once when it has ended. */
  beginStream(): () => void {
    this.#active++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.#active--;
      if (this.#active === 0) for (const resolve of this.#idle.splice(0)) resolve();
    };
  }

  startDrain(): void {
    this.#draining = true;
  }

  /**
   * Waits for every stream to end, at most graceMs; then interrupts the rest
   * and waits (at most closeMs) for them to send their last event.
   * Resolves 'clean' when no stream had to be cut.
   */
  async drain(graceMs: number, closeMs = 5_000): Promise<'clean' | 'forced'> {
    this.startDrain();
    if (await this.#whenIdle(graceMs)) return 'clean';
    this.#expired.abort(new Error('shutdown grace period over'));
    await this.#whenIdle(closeMs);
    return 'forced';
  }

  #whenIdle(ms: number): Promise<boolean> {
    if (this.#active === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.#idle = this.#idle.filter((f) => f !== done);
        resolve(false);
      }, ms);
      this.#idle.push(done);
    });
  }
}
