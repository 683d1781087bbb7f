import http from 'node:http';
import https from 'node:https';
import { noteKeepAliveHint, providerPools } from './provider-pool.ts';
import { UpstreamError, type ConnectionFailure } from './upstream-error.ts';

/** Where a provider's body goes, piece by piece, once `stream` is called. */
export interface BodySink {
  /** A piece of the body as it arrived (UTF-8 text, never split inside a character); a returned promise holds the body back until it settles. */
  piece: (text: string) => Promise<void> | undefined;
  /** The body ended. */
  end: () => void;
  /** The connection broke, or was cancelled, before the end. */
  fail: (error: Error) => void;
}

/** The provider's answer: status, headers, and the body pushed to a sink as it comes. */
export interface ProviderResponse {
  status: number;
  header: (name: string) => string | undefined;
  /**
   * Sends the body to `sink` as it arrives (once per response): each piece the moment the socket
   * gives it, then exactly one of end or fail. No promise and no queue per piece: the back-pressure
   * is the sink's, by returning a promise from `piece`.
   */
  stream: (sink: BodySink) => void;
  /** Done with the body: what is left is read past, and the connection goes back to the pool if it ends soon. */
  release: () => void;
  /** Drops the body and the connection (abort, failure); a sink still waiting is told `fail`. */
  cancel: () => void;
}

/** How long a released body may take to end before its connection is dropped rather than reused. */
const RELEASE_GRACE_MS = 1_000;

function bodyReader(response: http.IncomingMessage, request: http.ClientRequest): Omit<ProviderResponse, 'status' | 'header'> {
  let sink: BodySink | null = null;
  // How the body ended (null: it has not), kept until a sink is there to be told.
  let outcome: { error: Error | null } | null = null;
  const report = () => {
    const s = sink;
    if (!s || !outcome) return;
    sink = null;
    if (outcome.error) s.fail(outcome.error);
    else s.end();
  };
  const finish = (error: Error | null) => {
    if (outcome) return;
    outcome = { error };
    report();
  };
  response.setEncoding('utf8');
  // Paused since its headers came: no piece flows until `stream` resumes it.
  const onData = (piece: string) => {
    const s = sink;
    if (!s || outcome) return;
    const wait = s.piece(piece);
    if (wait) {
      response.pause(); // back-pressure: read no further than the gateway sends
      void wait.then(() => {
        if (!outcome && sink) response.resume();
      });
    }
  };
  response.on('data', onData);
  response.once('end', () => finish(null));
  response.on('error', (error: Error) => finish(error));
  const aborted = () => Object.assign(new Error('the provider closed the connection mid-answer'), { code: 'ECONNRESET' });
  response.once('aborted', () => finish(aborted()));
  request.on('error', (error: Error) => finish(error));
  return {
    stream: (s) => {
      sink = s;
      if (outcome) report();
      else response.resume();
    },
    release: () => {
      sink = null;
      if (outcome) return;
      // Read the rest past (the [DONE] line, the end of the chunked body) so the socket goes back to the pool.
      response.off('data', onData);
      const timer = setTimeout(() => request.destroy(), RELEASE_GRACE_MS);
      timer.unref();
      response.once('end', () => clearTimeout(timer));
      response.resume();
    },
    cancel: () => {
      finish(aborted());
      response.destroy();
      request.destroy();
    },
  };
}


interface Target {
  protocol: 'http:' | 'https:';
  hostname: string;
  port: string;
  path: string;
  agent: http.Agent;
  /** user:password from the URL, as http.request sends it for a URL object. */
  auth?: string;
  /** host:port, as the operator's log and /api/ready name the provider (never the key or the path). */
  host: string;
  /** The last connection failure, until an answer arrives again (for /api/ready). */
  failure?: ConnectionFailure & { at: string };
}
// Each provider URL parsed once (the primary, the fallback): request options, not a URL to convert per request.
const targets = new Map<string, Target>();
function targetOf(url: string): Target {
  let target = targets.get(url);
  if (!target) {
    const parsed = new URL(url);
    const protocol = parsed.protocol === 'https:' ? 'https:' : 'http:';
    // An IPv6 host comes bracketed in a URL; request options want it bare.
    const port = parsed.port || (protocol === 'https:' ? '443' : '80');
    target = { protocol, hostname: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port: parsed.port, path: `${parsed.pathname}${parsed.search}`, agent: providerPools[protocol], host: `${parsed.hostname}:${port}` };
    if (parsed.username || parsed.password) target.auth = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
    if (targets.size < 64) targets.set(url, target);
  }
  return target;
}

/** A request on its way: the answer once its headers arrive, and how to cancel it until then. */
export interface PendingProviderRequest {
  /** Resolves with the answer as soon as its headers arrive; rejects with the transport's error (AbortError after cancel). */
  response: Promise<ProviderResponse>;
  /** Until the headers arrive, drops the request (the answer rejects); after that the answer's own cancel drops the body. */
  cancel: () => void;
}

/**
 * POSTs `body` and resolves with the answer as soon as its headers arrive.
 * Uses node:http with a keep-alive pool rather than fetch: no Web streams and
 * no TextDecoder between the socket and the SSE parser. A request sent on a
 * reused connection that the provider had just closed is sent once more at
 * once, on a new one (nothing of it reached the provider). Cancelled through
 * the returned function rather than an AbortSignal: the caller already
 * listens to its own signal and time-out, and an AbortController per attempt
 * costs most of a KiB for as long as its stream is open. `headers` is the caller's own object, made for
 * this request: its Content-Length is set here.
 */
export function postToProvider(url: string, headers: Record<string, string>, body: string): PendingProviderRequest {
  const target = targetOf(url);
  // Kept only until the answer's headers arrive (a stale connection may need it sent again):
  // an open stream does not hold its prompt (a few KiB, and the pooled slab it was cut from).
  let payload: Buffer | null = Buffer.from(body);
  headers['Content-Length'] = String(payload.length);
  let current: http.ClientRequest | null = null; // the request still waiting for its answer's headers
  let cancelled = false;
  const send = (retryStale: boolean): Promise<ProviderResponse> =>
    new Promise((resolve, reject) => {
      // Options written out rather than spread from the target: once per request, in its set-up.
      const options: http.RequestOptions = { protocol: target.protocol, hostname: target.hostname, port: target.port, path: target.path, agent: target.agent, auth: target.auth, method: 'POST', headers };
      const request = (target.protocol === 'https:' ? https : http).request(options);
      current = request;
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (current === request) current = null;
        if (retryStale && request.reusedSocket && error.code === 'ECONNRESET' && !cancelled) resolve(send(false));
        else if (cancelled) reject(error);
        else {
          // No answer at all: the provider could not be reached. Named for the operator, the spec's wording for the visitor.
          const failed = UpstreamError.connectionFailed(error, target.host);
          if (failed.connection) target.failure = { ...failed.connection, at: new Date().toISOString() };
          reject(failed);
        }
      });
      request.once('response', (response) => {
        payload = null;
        current = null;
        if (target.failure) target.failure = undefined;
        noteKeepAliveHint(response.socket, response.headers['keep-alive']);
        response.pause();
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => {
            const value = response.headers[name.toLowerCase()];
            return Array.isArray(value) ? value.join(', ') : value;
          },
          ...bodyReader(response, request),
        });
      });
      request.end(payload);
    });
  const response = send(true);
  return {
    response,
    cancel: () => {
      if (cancelled) return;
      cancelled = true;
      current?.destroy(Object.assign(new Error('This operation was aborted'), { name: 'AbortError', code: 'ABORT_ERR' }));
    },
  };
}

/** Each provider host tried since start-up with its last connection failure, if it has not answered since. */
export function providerReachability(): Array<{ host: string; failure?: ConnectionFailure & { at: string } }> {
  return [...targets.values()].map(({ host, failure }) => (failure ? { host, failure } : { host }));
}
