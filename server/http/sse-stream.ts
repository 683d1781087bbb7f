import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { encodeEvent, KEEP_ALIVE, type StreamEvent } from '../../engine/generation/stream-protocol.ts';
import { addHeaders, markAnsweredOnNode, pendingHeaders } from './response-headers.ts';
import { StopController, type StopSignal } from './stop-signal.ts';

/** A keep-alive comment goes out whenever nothing else was sent for this long, so proxies keep the connection open. */
export const KEEP_ALIVE_MS = 10_000;

/** Queues an event; returns a promise only while the visitor's connection is congested (wait for it before sending more). */
export type SendEvent = (event: StreamEvent) => Promise<void> | undefined;
/** Lets the held headers go out now (with the first keep-alive comment); does nothing once they are out. */
export type OpenHeaders = () => void;
type Producer = (send: SendEvent, signal: StopSignal, openHeaders: OpenHeaders) => Promise<void>;

/**
 * Headers known only once the producer has run a while (the model that answered). Read once, when the
 * headers go out: until the producer calls `openHeaders`, or the first event or keep-alive comment must
 * be written, whichever comes first. Without them the headers go out at once.
 */
export type LateHeaders = () => Readonly<Record<string, string>>;

/**
 * What a stream answered on Node's response gives Hono: @hono/node-server leaves a response with this
 * header alone. One for every stream, made on first use (under @hono/node-server's Response) and its
 * headers read once: reading a new one's headers built a fetch Response each time, a few dozen µs.
 * Nothing changes it: the middleware leave an answer on Node alone (markAnsweredOnNode).
 */
let standIn: Response | null = null;
function answeredStandIn(): Response {
  if (!standIn) {
    standIn = new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
    void standIn.headers;
  }
  return standIn;
}

const STREAM_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/** An open stream the shared keep-alive timer looks after. */
interface KeptAlive {
  lastWrite: number;
  ping: () => void;
}

// One timer for every open stream instead of one each: an idle stream gets its comment within KEEP_ALIVE_MS.
const keptAlive = new Set<KeptAlive>();
let keepAliveTimer: ReturnType<typeof setInterval> | null = null;
function keepAlive(stream: KeptAlive): () => void {
  keptAlive.add(stream);
  keepAliveTimer ??= setInterval(() => {
    const due = Date.now() - (KEEP_ALIVE_MS - 50);
    for (const s of keptAlive) if (s.lastWrite <= due) s.ping();
  }, KEEP_ALIVE_MS / 2);
  return () => {
    keptAlive.delete(stream);
    if (keptAlive.size === 0 && keepAliveTimer) {
      clearInterval(keepAliveTimer);
      keepAliveTimer = null;
    }
  };
}

/** The reason of the producer's signal when the visitor disconnected (rather than `stopOn` stopping the stream). */
export const CLIENT_GONE = new Error('client disconnected');

/**
 * Answers with the gateway's event stream. `signal` stops the moment the
 * visitor disconnects (reason CLIENT_GONE), so the producer can cancel its
 * upstream request at once, or when `stopOn` aborts (its reason): then the
 * stream stays open for the producer's last events. One light signal per
 * stream for both (stop-signal.ts), rather than AbortSignals and one more
 * joining them (each costs most of a KiB for as long as the stream is open).
 *
 * Under @hono/node-server the events go straight to Node's response: the
 * events sent during one turn of the event loop are joined into one string
 * and written once (one socket write per tick, no Web stream, no
 * TextEncoder); `send` waits only while the socket is congested. Elsewhere
 * (Hono's app.request) the same protocol goes through a Web stream.
 *
 * With `late` headers, the headers (and the first comment) are held until
 * the producer calls `openHeaders` or the first event or keep-alive comment
 * is due (within KEEP_ALIVE_MS), whichever comes first: a header can then
 * name what only the producer learns (the model that answered).
 */
export function sseStream(c: Context, produce: Producer, stopOn?: AbortSignal, late?: LateHeaders): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || typeof outgoing.writeHead !== 'function') {
    for (const [name, value] of Object.entries(STREAM_HEADERS)) c.header(name, value);
    // A Web stream's response is handed over before the producer runs: its late headers are the ones known now.
    if (late) addHeaders(c, late());
    return webStream(c, produce, stopOn);
  }
  markAnsweredOnNode(c);

  const controller = new StopController();
  const writer = nodeWriter(c, outgoing, controller, late);
  const stop = follow(stopOn, controller);
  const release = keepAlive(writer.kept);
  const send: SendEvent = (event) => (writer.clientGone() ? undefined : writer.write(encodeEvent(event)));
  // Schedules the headers and the first comment; held ones wait for the producer, its first event or the keep-alive.
  let opened = false;
  const openHeaders: OpenHeaders = () => {
    if (opened) return;
    opened = true;
    if (writer.headersPending()) writer.write('');
  };
  if (!late) openHeaders();
  produce(send, controller.signal, openHeaders)
    .catch(() => undefined) // the producer reports its own failures as error events
    .finally(() => {
      release();
      stop();
      // Usually the last events (done or error) are still waiting for their flush: it ends the response
      // with them, in one write.
      writer.end();
    });
  return answeredStandIn();
}

/** One stream's writes to Node's response: queued, then flushed once per turn of the event loop. */
interface NodeWriter {
  /** Queues text for the next flush; returns a promise only while the socket is congested. */
  write: (text: string) => Promise<void> | undefined;
  /** The producer is done: the flush to come ends the response (with whatever is still queued). */
  end: () => void;
  /** True once the visitor's connection closed before the end. */
  clientGone: () => boolean;
  /** True until the headers are out. */
  headersPending: () => boolean;
  kept: KeptAlive;
}

function nodeWriter(c: Context, outgoing: ServerResponse, controller: StopController, late: LateHeaders | undefined): NodeWriter {
  let clientGone = false;
  const onClose = () => {
    if (outgoing.writableFinished) return;
    clientGone = true;
    controller.stop(CLIENT_GONE);
  };
  outgoing.once('close', onClose);
  let pending = KEEP_ALIVE; // the first byte, with the headers
  let scheduled = false;
  let ending = false; // the producer is done: the flush to come ends the response
  let congested: Promise<void> | null = null;
  // Needed for the headers only: let go once they are out, so an open stream does not keep the
  // Context (the request and its variables) alive.
  let headersFrom: Context | null = c;

  const flush = () => {
    scheduled = false;
    if (outgoing.destroyed) {
      pending = '';
      headersFrom = null;
      if (ending) outgoing.off('close', onClose);
      return;
    }
    if (headersFrom) {
      const from = headersFrom;
      headersFrom = null;
      writeStreamHeaders(outgoing, from, late);
    }
    const text = pending;
    pending = '';
    if (ending) endResponse(outgoing, onClose, text);
    else if (text !== '' && !outgoing.write(text) && !congested) congested = drained(outgoing, () => (congested = null));
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
  const kept: KeptAlive = { lastWrite: Date.now(), ping: () => write(KEEP_ALIVE) };
  const write = (text: string): Promise<void> | undefined => {
    kept.lastWrite = Date.now();
    // Written on the next turn of the event loop, all that came until then in one write. (Writing each
    // event at once, Node corking the socket until the end of the tick, cost more in the bench.)
    pending += text;
    schedule();
    return congested ?? undefined;
  };
  const end = () => {
    ending = true;
    schedule();
  };
  return { write, end, clientGone: () => clientGone, headersPending: () => headersFrom !== null, kept };
}

/**
 * Headers go out on the first flush: the pending ones (request id, rate limit, quota, security, the route's
 * own), whatever the middleware added until then, and the late ones. No fetch Headers or Response is built for them.
 */
function writeStreamHeaders(outgoing: ServerResponse, from: Context, late: LateHeaders | undefined): void {
  const headers = Object.assign({}, pendingHeaders(from), late?.(), STREAM_HEADERS);
  outgoing.writeHead(200, headers);
  // The header block goes out as a write of its own (corked: still one packet with the first
  // event), which leaves Node's copy of it one flat string; joined to the event, it would stay
  // a rope of some sixty pieces for as long as the stream is open (about 1 KiB more each).
  outgoing.cork();
  outgoing.flushHeaders();
  process.nextTick(() => outgoing.uncork());
}

/** The last events, if any, and the end of the chunked body: one write. */
function endResponse(outgoing: ServerResponse, onClose: () => void, text: string): void {
  outgoing.off('close', onClose);
  if (outgoing.destroyed) return;
  if (text !== '') outgoing.end(text);
  else outgoing.end();
}

/** Resolves when a congested socket drains (or closes); `onDone` runs first. */
function drained(outgoing: ServerResponse, onDone: () => void): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      outgoing.off('drain', done);
      outgoing.off('close', done);
      onDone();
      resolve();
    };
    outgoing.on('drain', done);
    outgoing.on('close', done);
  });
}

/** The same stream through Hono's Web-stream helper, where there is no Node response (app.request). */
function webStream(c: Context, produce: Producer, stopOn: AbortSignal | undefined): Response {
  return stream(c, async (out) => {
    const controller = new StopController();
    let clientGone = false;
    out.onAbort(() => {
      clientGone = true;
      controller.stop(CLIENT_GONE);
    });
    const stop = follow(stopOn, controller);
    const kept: KeptAlive = { lastWrite: Date.now(), ping: () => void out.write(KEEP_ALIVE).catch(() => undefined) };
    const release = keepAlive(kept);
    try {
      await out.write(KEEP_ALIVE); // headers and a first byte right away
      await produce(
        async (event) => {
          if (clientGone) return;
          kept.lastWrite = Date.now();
          await out.write(encodeEvent(event));
        },
        controller.signal,
        () => undefined,
      );
    } finally {
      release();
      stop();
    }
  });
}

// The controllers following each `stopOn` signal (the shutdown's grace period, shared by every open
// stream): one listener per signal for all of them. An EventTarget walks its listener list on each
// add and remove, which made every new stream pay for all the open ones.
const followers = new WeakMap<AbortSignal, Set<StopController>>();

/** Stops `controller` (with its reason) when `stopOn` aborts; returns the function that stops following. */
function follow(stopOn: AbortSignal | undefined, controller: StopController): () => void {
  if (!stopOn) return () => undefined;
  if (stopOn.aborted) {
    controller.stop(stopOn.reason);
    return () => undefined;
  }
  let following = followers.get(stopOn);
  if (!following) {
    const all = new Set<StopController>();
    following = all;
    followers.set(stopOn, all);
    stopOn.addEventListener(
      'abort',
      () => {
        for (const c of all) c.stop(stopOn.reason);
        all.clear();
      },
      { once: true },
    );
  }
  const set = following;
  set.add(controller);
  return () => void set.delete(controller);
}
