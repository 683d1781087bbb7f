import type { MiddlewareHandler } from 'hono';

/** How much a request body may ask of the gateway, set from MAX_JSON_DEPTH and BODY_TIMEOUT_MS. */
export interface InputLimits {
  /** Deepest nesting of arrays and objects a JSON body may have (400 json_too_deep above it). */
  maxJsonDepth: number;
  /** Longest time a request body may take to arrive, from its first read (408 body_timeout after it). */
  bodyTimeoutMs: number;
}

export const DEFAULT_MAX_JSON_DEPTH = 32;
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;
export const DEFAULT_INPUT_LIMITS: InputLimits = { maxJsonDepth: DEFAULT_MAX_JSON_DEPTH, bodyTimeoutMs: DEFAULT_BODY_TIMEOUT_MS };

declare module 'hono' {
  interface ContextVariableMap {
    inputLimits: InputLimits;
  }
}

/** Middleware: the configured limits, for the body readers of every JSON route. */
export function inputLimits(limits: InputLimits): MiddlewareHandler {
  return async (c, next) => {
    c.set('inputLimits', limits);
    await next();
  };
}

/** The limits in force for this request (the defaults where no middleware set them). */
export function limitsOf(c: { get: (key: 'inputLimits') => InputLimits | undefined }): InputLimits {
  return c.get('inputLimits') ?? DEFAULT_INPUT_LIMITS;
}
