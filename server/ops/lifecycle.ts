import { setMaxListeners } from 'node:events';

/**
 * The process's drain state. SIGTERM makes it draining: readiness answers
 * 503, new generations are refused, and requests already running (streams
 * included, to their last event) may finish until the grace period ends;
 * then `graceExpired` aborts and each stream closes with the spec's
 * 'interrupted' error event.
 */
export class Lifecycle {
  #draining = false;
  #active = 0;
  #idle: Array<() => void> = [];
  readonly #expired = new AbortController();

  constructor() {
    // Every open stream listens for the end of the grace period: thousands of listeners are expected.
    setMaxListeners(0, this.#expired.signal);
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** Requests not yet finished; a stream counts until its last event. */
  get inFlight(): number {
    return this.#active;
  }

  /** Aborts when the grace period is over: streams still running must stop. */
  get graceExpired(): AbortSignal {
    return this.#expired.signal;
  }

  /** A request starts; call the returned function when it has ended. */
  beginWork(): () => void {
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
   * Waits for every request to end, at most graceMs; then interrupts the
   * streams still running and waits (at most closeMs) for their last event.
   * Resolves 'clean' when nothing had to be cut.
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
