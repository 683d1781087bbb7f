import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The Node request under @hono/node-server (c.env.incoming); null where there is none (Hono's app.request in tests). */
export function nodeIncoming(c: Context): IncomingMessage | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && typeof incoming.on === 'function' && typeof incoming.headers === 'object' ? incoming : null;
}

export type NodeBody = { ok: true; text: string } | { ok: false; reason: 'too_large' | 'broken' | 'timeout' };

// Decodes as fetch's Request.text() does (a leading BOM dropped, broken sequences replaced), so both paths read the same text.
const utf8 = new TextDecoder();

/**
 * Reads a Node request's body as text, counting its bytes as they arrive:
 * 'too_large' as soon as a declared Content-Length or the bytes received pass
 * `maxBytes` (a missing Content-Length does not slip through), 'broken' when
 * the client leaves before the end, 'timeout' when the whole body has not
 * arrived `timeoutMs` after the read began (a client trickling bytes cannot
 * hold the connection for minutes). No Web stream and no fetch Request
 * between the socket and the text. What is left of a refused body stays
 * unread: @hono/node-server drains or closes it after the answer.
 */
export function readNodeBody(incoming: IncomingMessage, maxBytes: number, timeoutMs = Number.POSITIVE_INFINITY): Promise<NodeBody> {
  const declared = Number(incoming.headers['content-length']);
  if (declared > maxBytes) return Promise.resolve({ ok: false, reason: 'too_large' });
  if (incoming.readableEnded) return Promise.resolve({ ok: true, text: '' });
  if (incoming.destroyed) return Promise.resolve({ ok: false, reason: 'broken' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (body: NodeBody) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onBroken);
      incoming.off('close', onBroken);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        incoming.pause();
        chunks.length = 0;
        settle({ ok: false, reason: 'too_large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => settle({ ok: true, text: utf8.decode(Buffer.concat(chunks, size)) });
    const onBroken = () => settle({ ok: false, reason: 'broken' });
    const onTimeout = () => {
      incoming.pause();
      chunks.length = 0;
      settle({ ok: false, reason: 'timeout' });
    };
    const timer = Number.isFinite(timeoutMs) ? setTimeout(onTimeout, timeoutMs) : undefined;
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onBroken);
    incoming.once('close', onBroken);
  });
}
