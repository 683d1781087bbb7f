import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { StopSignal } from '../http/stop-signal.ts';
import { UpstreamError } from './upstream-error.ts';

/** Retries of the primary before the first byte (so at most three requests), then the fallback once. */
export const MAX_RETRIES = 2;
const BACKOFF_BASE_MS = 250;

/** One provider and the model to ask it for. */
export interface ProviderAttempt<P> {
  provider: P;
  model: string;
}

export interface RetryPlan<P> {
  primary: ProviderAttempt<P>;
  /** Takes over once the primary has failed in a retryable way (AI_FALLBACK_*, IMAGE_FALLBACK_*). */
  fallback?: ProviderAttempt<P> | null;
  /** Stops the waits between attempts. */
  signal: StopSignal;
  /** When retries of the same provider stop (the silence budget from the start): after that only the fallback is tried. */
  deadline: number;
  /** False once something reached the visitor: nothing is retried after that. */
  mayRetry?: () => boolean;
  /** Told of each retry or hand-over to the fallback (for the log; never the visitor's text). */
  onRetry?: (retry: { code: string; waitMs: number; toFallback: boolean }) => void;
}

/** Full back-off doubled per retry, with jitter so many gateways do not retry in step. */
function backoffMs(retry: number): number {
  return Math.round(BACKOFF_BASE_MS * 2 ** retry * (0.5 + Math.random() * 0.5));
}

function sleep(ms: number, signal: StopSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UpstreamError('interrupted', MESSAGES.stopped));
    const forget = signal.onStop(() => {
      clearTimeout(timer);
      reject(new UpstreamError('interrupted', MESSAGES.stopped));
    });
    const timer = setTimeout(() => {
      forget();
      resolve();
    }, ms);
  });
}

/**
 * Runs `attempt` against the primary provider and, when it fails in a retryable way (a 429, a 5xx,
 * a connection error: UpstreamError.retryable), again after a jittered back-off (Retry-After
 * honoured) at most MAX_RETRIES times while the deadline allows, then once against the fallback.
 * The one retry policy of every provider call, text and images alike. Throws the last UpstreamError.
 */
export async function withProviderRetries<P, R>(plan: RetryPlan<P>, attempt: (target: ProviderAttempt<P>) => Promise<R>): Promise<R> {
  const { signal, deadline, mayRetry = () => true, onRetry } = plan;
  const steps: Array<ProviderAttempt<P>> = [];
  for (let i = 0; i <= MAX_RETRIES; i++) steps.push(plan.primary);
  if (plan.fallback) steps.push(plan.fallback);
  for (let i = 0, target = steps[0]; target; ) {
    try {
      return await attempt(target);
    } catch (error) {
      const failure = error instanceof UpstreamError ? error : new UpstreamError('internal', MESSAGES.fallback);
      if (!mayRetry() || signal.aborted || !failure.retryable) throw failure;
      const wait = failure.retryAfterMs ?? backoffMs(i);
      const current = target.provider;
      // The same provider again if there is time to wait for it, else straight to the next one (the fallback).
      const next = steps.findIndex((p, j) => j > i && (p.provider !== current || Date.now() + wait < deadline));
      const nextTarget = steps[next];
      if (!nextTarget) throw failure;
      const retrying = nextTarget.provider === current;
      onRetry?.({ code: failure.code, waitMs: retrying ? wait : 0, toFallback: !retrying });
      if (retrying) await sleep(wait, signal);
      i = next;
      target = nextTarget;
    }
  }
  throw new UpstreamError('internal', MESSAGES.fallback); // not reached: the plan always has a first attempt
}
