import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { answeredOnNode } from '../http/response-headers.ts';
import type { Lifecycle } from '../ops/lifecycle.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';

/** What a generation adds to its request's access line. Counts and labels only: never text. */
export interface GenerationFacts {
  tool: string;
  model: string;
  ttftMs?: number;
  outputChars: number;
  inputTokens?: number;
  outputTokens?: number;
  /** Of inputTokens, those served from the provider's prompt cache. */
  cachedInputTokens?: number;
  /** Of outputTokens, those spent reasoning. */
  reasoningTokens?: number;
  /** Reasoning characters received (never the text). */
  reasoningChars?: number;
  /** provider: the figures the provider reported; estimate: it sent none, so characters ÷ 4. */
  usageSource?: 'provider' | 'estimate';
  /** done, stopped, timeout, interrupted, or the error code. */
  outcome: string;
  /** Versions the request asked for (default 1). */
  versions?: number;
  /** Provider attempts that failed before the first byte and were tried again. */
  retries?: number;
  /** Whether a failed attempt went to the fallback provider. */
  fallback?: boolean;
}

/** Counts a retried provider attempt (and whether it went to the fallback) on the request's facts. */
export function noteRetry(facts: GenerationFacts, toFallback: boolean): void {
  facts.retries = (facts.retries ?? 0) + 1;
  if (toFallback) facts.fallback = true;
}

export interface RequestTelemetry {
  /** Child logger whose every line carries reqId. */
  log: Logger;
  metrics: Metrics;
  lifecycle: Lifecycle;
  startedAt: number;
  generation?: GenerationFacts;
  /** A stream writes the access line itself when it ends, not when its headers go out. */
  defer: () => () => void;
}

declare module 'hono' {
  interface ContextVariableMap {
    telemetry: RequestTelemetry;
    requestId: string;
  }
}

export interface TelemetryDeps {
  log: Logger;
  metrics: Metrics;
  lifecycle: Lifecycle;
  /** Each generation request's facts once it has ended (the console's outcome table); must not throw. */
  onGeneration?: (facts: GenerationFacts) => void;
}

/** The route pattern, not the path: one label per route, whatever the visitor typed. */
function routeLabel(c: Context): string {
  const pattern = routePath(c);
  if (!c.req.path.startsWith('/api/') && c.req.path !== '/metrics') return 'site';
  return pattern === '/api/*' || pattern === '*' || pattern === '/*' ? 'unmatched' : pattern;
}

/**
 * One request's telemetry. A class, so that what each request makes is one object of one shape: the
 * lazy logger is a getter on the prototype (an object literal with a getter defines it anew per
 * request, which showed in the profile), and the access line is one fixed-shape object, not spreads.
 */
class RequestScope implements RequestTelemetry {
  generation?: GenerationFacts;
  route = 'unmatched';
  status = 0;
  deferred = false;
  /**
   * Until the handler returns. A stream's access line is written long after: it must not keep the
   * whole Context (request, response, headers: some KiB per open stream) alive, only its status.
   */
  live: Context | null;
  #requestLog: Logger | null = null;
  readonly startedAt = performance.now();

  constructor(
    c: Context,
    readonly method: string,
    readonly reqId: string,
    private readonly root: Logger,
    readonly metrics: Metrics,
    readonly lifecycle: Lifecycle,
    private readonly endWork: () => void,
    private readonly onGeneration?: (facts: GenerationFacts) => void,
  ) {
    this.live = c;
  }

  /** The request's own logger, made when a line other than the access line needs it (a warning, an error). */
  get log(): Logger {
    return (this.#requestLog ??= this.root.child({ reqId: this.reqId }));
  }

  defer(): () => void {
    this.deferred = true;
    return () => this.finish();
  }

  finish(): void {
    this.endWork();
    const seconds = (performance.now() - this.startedAt) / 1000;
    if (this.live) this.status = this.live.res.status;
    const { route, method, status, metrics } = this;
    metrics.httpRequests.inc({ route, method, status: String(status) });
    metrics.httpDuration.observe({ route, method }, seconds);
    const g = this.generation;
    if (g) this.onGeneration?.(g);
    // The root logger with reqId in the line: the same line as the request's child logger would write.
    // Fields left undefined (no generation, no usage) are left out of the line.
    this.root.info(
      {
        reqId: this.reqId,
        method,
        route,
        status,
        durationMs: Math.round(seconds * 1000),
        tool: g?.tool,
        model: g?.model,
        ttftMs: g?.ttftMs,
        outputChars: g?.outputChars,
        inputTokens: g?.inputTokens,
        outputTokens: g?.outputTokens,
        cachedInputTokens: g?.cachedInputTokens,
        reasoningTokens: g?.reasoningTokens,
        reasoningChars: g?.reasoningChars,
        usageSource: g?.usageSource,
        outcome: g?.outcome,
      },
      'request',
    );
  }
}

/**
 * Runs after the request id (http/request-id.ts): gives handlers a request-scoped logger and
 * writes one access line per request (route, status, duration; for
 * generations also time to first token, output size, tool, model and outcome).
 */
export function requestTelemetry({ log, metrics, lifecycle, onGeneration }: TelemetryDeps): MiddlewareHandler {
  return async (c, next) => {
    // Graceful shutdown waits for this request, to its last byte.
    const scope = new RequestScope(c, c.req.method, c.get('requestId'), log, metrics, lifecycle, lifecycle.beginWork(), onGeneration);
    c.set('telemetry', scope);
    try {
      await next();
    } finally {
      scope.route = routeLabel(c);
      // An event stream written on Node's response answered 200 (its errors are events); its stand-in
      // response is not read, which would build a fetch Response for nothing.
      scope.status = answeredOnNode(c) ? 200 : c.res.status;
      scope.live = null;
      if (!scope.deferred) scope.finish();
    }
  };
}
