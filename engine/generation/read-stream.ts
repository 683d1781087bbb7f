import { createParser } from 'eventsource-parser';
import { decodeEvent, type StreamEvent } from './stream-protocol.ts';

export interface ReadStreamHandlers {
  onEvent: (event: StreamEvent) => void;
  /** Any sign of life, keep-alive comments included: lets the caller reset an inactivity timer. */
  onActivity?: () => void;
}

/**
 * Reads the gateway's event stream from a response body and calls onEvent
 * for each well-formed event; malformed events are skipped. Resolves when the
 * body ends; rejects if reading fails (a dropped connection).
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, handlers: ReadStreamHandlers): Promise<void> {
  const parser = createParser({
    onEvent(message) {
      const event = decodeEvent(message.event, message.data);
      if (event) handlers.onEvent(event);
    },
    onComment() {
      handlers.onActivity?.();
    },
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      handlers.onActivity?.();
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
  } finally {
    reader.releaseLock();
  }
}
