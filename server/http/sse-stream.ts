import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { encodeEvent, KEEP_ALIVE, type StreamEvent } from '../../engine/generation/stream-protocol.ts';

/** A keep-alive comment goes out whenever nothing else was sent for this long, so proxies keep the connection open. */
export const KEEP_ALIVE_MS = 10_000;

type Producer = (send: (event: StreamEvent) => Promise<void>, signal: AbortSignal) => Promise<void>;

/**
 * Answers with the gateway's event stream. `signal` aborts the moment the
 * visitor disconnects, so the producer can cancel its upstream request at once.
 */
export function sseStream(c: Context, produce: Producer): Response {
  c.header('Content-Type', 'text/event-stream; charset=utf-8');
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return stream(c, async (out) => {
    const controller = new AbortController();
    out.onAbort(() => controller.abort(new Error('client disconnected')));
    let last = Date.now();
    const keepAlive = setInterval(() => {
      if (Date.now() - last >= KEEP_ALIVE_MS - 50) {
        last = Date.now();
        void out.write(KEEP_ALIVE).catch(() => undefined);
      }
    }, KEEP_ALIVE_MS / 2);
    try {
      await out.write(KEEP_ALIVE); // headers and a first byte right away
      await produce(async (event) => {
        if (controller.signal.aborted) return;
        last = Date.now();
        await out.write(encodeEvent(event));
      }, controller.signal);
    } finally {
      clearInterval(keepAlive);
    }
  });
}
