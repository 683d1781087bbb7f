import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config.ts';

export type { Logger };

export interface LoggerOptions {
  level: LogLevel;
  format: 'json' | 'pretty';
  /** Where lines go (tests capture them); stdout when absent. */
  destination?: DestinationStream;
}

/**
 * Defence in depth: log calls never pass request text or secrets, and these
 * paths are blanked anyway should someone log a header or config object.
 */
const REDACT = ['authorization', 'cookie', 'apiKey', 'secret', 'token', 'password', '*.authorization', '*.cookie', '*.apiKey', '*.secret', '*.token', '*.password', 'headers.authorization', 'headers.cookie'];

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
  const options = { level, redact: { paths: REDACT, censor: '[redacted]' }, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  if (destination) return pino(options, destination);
  if (format === 'pretty') {
    // pino-pretty is a dev dependency: a production install (npm ci --omit=dev) falls back to JSON.
    if (prettyAvailable()) return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l' } } });
    const log = pino(options);
    log.warn('LOG_FORMAT=pretty needs the pino-pretty package (a dev dependency); logging JSON instead');
    return log;
  }
  return pino(options);
}

/** A logger that writes nothing: the default for tests and tools that build the app without one. */
export const silentLogger: Logger = pino({ level: 'silent' });

/**
 * What a log line may say about an error: its type, code, message and stack,
 * but none of the extra fields some errors carry (PostgreSQL's `detail`
 * repeats the failing row, i.e. a visitor's form fields).
 */
export function safeError(error: unknown): { type: string; code?: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-Error thrown' };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, code: typeof code === 'string' ? code : undefined, message: error.message, stack: error.stack };
}
