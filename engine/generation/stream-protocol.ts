// The gateway's stream protocol, declared once. The gateway encodes these
// events as server-sent events; the browser's reader decodes them.
//
//   event: delta   data: {"text": "..."}
//   event: done    data: {} or {"truncated": true} (the answer hit its max_tokens)
//   event: error   data: {"code": "...", "message": "..."}
//   : keep-alive   (comment, ignored by readers)

export type ErrorCode =
  | 'not_configured'
  | 'invalid_api_key'
  | 'upstream_status'
  | 'no_body'
  | 'timeout'
  | 'interrupted'
  | 'internal';

export type StreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; truncated?: boolean }
  | { type: 'error'; code: ErrorCode; message: string };

export function encodeEvent(event: StreamEvent): string {
  switch (event.type) {
    case 'delta':
      return `event: delta\ndata: ${JSON.stringify({ text: event.text })}\n\n`;
    case 'done':
      return event.truncated ? 'event: done\ndata: {"truncated":true}\n\n' : 'event: done\ndata: {}\n\n';
    case 'error':
      return `event: error\ndata: ${JSON.stringify({ code: event.code, message: event.message })}\n\n`;
  }
}

export const KEEP_ALIVE = ': keep-alive\n\n';

/** Decodes one SSE event; null for anything that is not a well-formed event of this protocol. */
export function decodeEvent(name: string | undefined, data: string): StreamEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (name === 'delta' && typeof p.text === 'string') return { type: 'delta', text: p.text };
  if (name === 'done') return p.truncated === true ? { type: 'done', truncated: true } : { type: 'done' };
  if (name === 'error' && typeof p.code === 'string' && typeof p.message === 'string') {
    return { type: 'error', code: p.code as ErrorCode, message: p.message };
  }
  return null;
}
