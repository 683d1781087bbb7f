// The gateway's stream protocol, declared once. The gateway encodes these
// events as server-sent events; the browser's reader decodes them.
//
//   event: delta      data: {"text": "..."}
//   event: reasoning  data: {"text": "..."}   the model's reasoning, never part of the answer's text;
//                     not sent at all when the operator hides reasoning (REASONING_DISPLAY=hidden)
//   event: done    data: {}   or {"truncated": true} when the answer hit the provider's length limit;
//                  "model": "..." when another model than the one asked first answered (the fallback)
//   event: error   data: {"code": "...", "message": "..."}
//   : keep-alive   (comment, ignored by readers)
//
// A request for several versions (variants, 2 or 3) gets one stream with every
// event tagged "version": 1..n. Each version ends with its own done or error;
// the stream closes once all have ended. A one-version request (and every
// editor stream) is never tagged, so its events read as before.
import { toErrorCode, type ErrorCode } from '../errors/error-codes.ts';

/** Most versions one request may ask for (schemas/generate-request.schema.json says the same). */
export const MAX_VERSIONS = 3;

/** The error codes, declared once for the API, its streams and the browser (engine/errors/error-codes.ts). */
export type { ErrorCode } from '../errors/error-codes.ts';

/** `version`: which of several parallel versions the event belongs to (1-based); absent for a single answer. */
export type StreamEvent =
  | { type: 'delta'; text: string; version?: number }
  /** The model's reasoning, shown apart from the answer and never kept with it. */
  | { type: 'reasoning'; text: string; version?: number }
  /** `truncated`: the provider stopped at its length limit (finish_reason "length"); the text is kept, with a note. */
  /** `model`: the model that answered, when it is not the one asked first (the fallback provider stood in). */
  | { type: 'done'; truncated?: true; version?: number; model?: string }
  | { type: 'error'; code: ErrorCode; message: string; version?: number };

export function encodeEvent(event: StreamEvent): string {
  // Tagged events (several versions) carry "version" last; untagged ones are written as before (the hot path).
  const tag = event.version === undefined ? '' : `,"version":${event.version}`;
  switch (event.type) {
    case 'delta':
      return `event: delta\ndata: {"text":${JSON.stringify(event.text)}${tag}}\n\n`;
    case 'reasoning':
      return `event: reasoning\ndata: {"text":${JSON.stringify(event.text)}${tag}}\n\n`;
    case 'done':
      if (event.model !== undefined) return `event: done\ndata: ${JSON.stringify({ ...(event.truncated ? { truncated: true } : {}), model: event.model, ...(event.version === undefined ? {} : { version: event.version }) })}\n\n`;
      return event.truncated ? `event: done\ndata: {"truncated":true${tag}}\n\n` : `event: done\ndata: {${tag.slice(1)}}\n\n`;
    case 'error':
      return `event: error\ndata: ${JSON.stringify(event.version === undefined ? { code: event.code, message: event.message } : { code: event.code, message: event.message, version: event.version })}\n\n`;
  }
}

export const KEEP_ALIVE = ': keep-alive\n\n';

const isVersion = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_VERSIONS;

/** Decodes one SSE event; null for anything that is not a well-formed event of this protocol. */
export function decodeEvent(name: string | undefined, data: string): StreamEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const p = parsed as Record<string, unknown>;
  if (p.version !== undefined && !isVersion(p.version)) return null;
  const tag = isVersion(p.version) ? { version: p.version } : {};
  if (name === 'delta' && typeof p.text === 'string') return { type: 'delta', text: p.text, ...tag };
  if (name === 'reasoning' && typeof p.text === 'string') return { type: 'reasoning', text: p.text, ...tag };
  if (name === 'done') {
    const named = typeof p.model === 'string' && p.model !== '' ? { ...tag, model: p.model } : tag;
    return p.truncated === true ? { type: 'done', truncated: true, ...named } : { type: 'done', ...named };
  }
  if (name === 'error' && typeof p.code === 'string' && typeof p.message === 'string') {
    // A code this build does not know reads as the generic failure, never as an unchecked string.
    return { type: 'error', code: toErrorCode(p.code), message: p.message, ...tag };
  }
  return null;
}
