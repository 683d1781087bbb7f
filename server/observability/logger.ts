import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config.ts';
import { redactFields } from './redact-fields.ts';

export type { Logger };

export interface LoggerOptions {
  level: LogLevel;
  format: 'json' | 'pretty';
  /** Where lines go (tests capture them); stdout when absent. */
  destination?: DestinationStream;
}

/**
 * Defence in depth: log calls never pass request text or secrets, and the
 * sensitive fields (redact-fields.ts: authorization, cookie, apiKey, secret,
 * token, password, at the top level or one level down) are blanked anyway
 * should someone log a header or config object: in the merging object, in a
 * child's bindings and in objects interpolated into the message (%o, %j).
 */
const REDACTION = {
  // bindings: the root's (base); pino does not run this formatter for a child's, withRedactedChildren does.
  formatters: { log: redactFields, bindings: redactFields },
  hooks: {
    logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void) {
      // Format arguments follow the message: args[1..] after a string, args[2..] after a merging object.
      const first = typeof args[0] === 'string' ? 1 : 2;
      for (let i = first; i < args.length; i++) {
        const arg = args[i];
        if (typeof arg === 'object' && arg !== null) args[i] = redactFields(arg);
      }
      return method.apply(this, args);
    },
  },
};

/** Blanks the bindings of every child (and grandchild: they inherit `child` from this logger). */
function withRedactedChildren(logger: Logger): Logger {
  const child = logger.child as unknown as (this: Logger, bindings: pino.Bindings, options?: pino.ChildLoggerOptions) => Logger;
  logger.child = function redactedChild(this: Logger, bindings: pino.Bindings, options?: pino.ChildLoggerOptions) {
    return child.call(this, redactFields(bindings), options);
  } as unknown as Logger['child'];
  return logger;
}

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** The gateway's one logger: JSON lines (level, time, msg, reqId on request lines), or pino-pretty in development. */
export function createLogger({ level, format, destination }: LoggerOptions): Logger {
  const options = { level, ...REDACTION, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  if (destination) return withRedactedChildren(pino(options, destination));
  if (format === 'pretty') {
    // pino-pretty is a dev dependency: a production install (npm ci --omit=dev) falls back to JSON.
    if (prettyAvailable()) return withRedactedChildren(pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l' } } }));
    const log = withRedactedChildren(pino(options));
    log.warn('LOG_FORMAT=pretty needs the pino-pretty package (a dev dependency); logging JSON instead');
    return log;
  }
  // Written at once, one write per line: pino's default for stdout hands each line to libuv's thread
  // pool and back, which cost the gateway more than the line itself under load.
  return withRedactedChildren(pino(options, pino.destination({ dest: 1, sync: true })));
}

/** A logger that writes nothing: the default for tests and tools that build the app without one. */
export const silentLogger: Logger = pino({ level: 'silent' });

/**
 * What a log line may say about an error: its type, code, message and stack,
 * but none of the extra fields some errors carry (PostgreSQL's `detail`
 * repeats the failing row, i.e. a visitor's form fields).
 */
export function safeError(error: unknown): { type: string; code?: string; message: string; stack?: string; cause?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-Error thrown' };
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? withoutQueryParams(error.cause.message) : undefined;
  return { type: error.name, code: typeof code === 'string' ? code : undefined, message: withoutQueryParams(error.message), stack: error.stack && withoutQueryParams(error.stack), ...(cause ? { cause } : {}) };
}

/**
 * The ORM's query errors read "Failed query: <sql>\nparams: <values>", and the values are what a
 * visitor submitted (a form's fields): the SQL stays, the values never reach a log.
 */
function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}
