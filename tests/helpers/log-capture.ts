import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../server/observability/logger.ts';

export interface LogCapture {
  log: Logger;
  /** Every line written so far, raw. */
  text: () => string;
  /** Every line, parsed. */
  lines: () => Array<Record<string, unknown>>;
}

/** A real pino logger (same options as production) writing JSON lines into memory. */
export function captureLogs(level: 'info' | 'debug' | 'trace' = 'info'): LogCapture {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const log = createLogger({ level, format: 'json', destination });
  const text = () => chunks.join('');
  return {
    log,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
