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
  /** done, stopped, timeout, interrupted, or the error code. */
  outcome: string;
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
}

/** The route pattern, not the path: one label per route, whatever the visitor typed. */
function routeLabel(c: Context): string {
  const pattern = routePath(c);
  if (!c.req.path.startsWith('/api/') && c.req.path !== '/metrics') return 'site';
  return pattern === '/api/*' || pattern === '*' || pattern === '/*' ? 'unmatched' : pattern;
}

/**
 * Runs after the request id (http/request-id.ts): gives handlers a request-scoped logger and
 * writes one access line per request (route, status, duration; for
 * generations also time to first token, output size, tool, model and outcome).
 */
export function requestTelemetry({ log, metrics, lifecycle }: TelemetryDeps): MiddlewareHandler {
  return async (c, next) => {
    let deferred = false;
    let route = 'unmatched';
    const method = c.req.method;
    // A stream's access line is written long after its handler returned: it must not keep the whole
    // Context (request, response, headers: some KiB per open stream) alive, only its status.
    let live: Context | null = c;
    let status = 0;
    const endWork = lifecycle.beginWork(); // graceful shutdown waits for this request, to its last byte
    const startedAt = performance.now();
    const reqId = c.get('requestId');
    // The request's own logger is made when a line other than the access line needs it (a warning, an
    // error): most requests write the access line only, which names reqId itself.
    let requestLog: Logger | null = null;
    const telemetry: RequestTelemetry = {
      get log() {
        return (requestLog ??= log.child({ reqId }));
      },
      metrics,
      lifecycle,
      startedAt,
      defer: () => {
        deferred = true;
        return () => finish();
      },
    };
    const finish = () => {
      endWork();
      const seconds = (performance.now() - startedAt) / 1000;
      if (live) status = live.res.status;
      metrics.httpRequests.inc({ route, method, status: String(status) });
      metrics.httpDuration.observe({ route, method }, seconds);
      const g = telemetry.generation;
      (requestLog ?? log).info(
        {
          ...(requestLog ? {} : { reqId }),
          method,
          route,
          status,
          durationMs: Math.round(seconds * 1000),
          ...(g && { tool: g.tool, model: g.model, ttftMs: g.ttftMs, outputChars: g.outputChars, inputTokens: g.inputTokens, outputTokens: g.outputTokens, outcome: g.outcome }),
        },
        'request',
      );
    };
    c.set('telemetry', telemetry);
    try {
      await next();
    } finally {
      route = routeLabel(c);
      // An event stream written on Node's response answered 200 (its errors are events); its stand-in
      // response is not read, which would build a fetch Response for nothing.
      status = answeredOnNode(c) ? 200 : c.res.status;
      live = null;
      if (!deferred) finish();
    }
  };
}
