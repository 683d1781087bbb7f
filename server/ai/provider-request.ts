import http from 'node:http';
import https from 'node:https';

/** The provider's answer: status, headers, and the body as text pieces (UTF-8, split anywhere but inside a character). */
export interface ProviderResponse {
  status: number;
  header: (name: string) => string | undefined;
  /** The next piece of the body as it arrived from the socket; null at its end; rejects when the connection breaks. */
  read: () => Promise<string | null>;
  /** Done with the body: what is left is read past, and the connection goes back to the pool if it ends soon. */
  release: () => void;
  /** Drops the body and the connection (abort, failure). */
  cancel: () => void;
}

/** How long a released body may take to end before its connection is dropped rather than reused. */
const RELEASE_GRACE_MS = 1_000;

function bodyReader(response: http.IncomingMessage, request: http.ClientRequest): Omit<ProviderResponse, 'status' | 'header'> {
  const queue: string[] = [];
  let ended = false;
  let failure: Error | null = null;
  let waiting: { resolve: (piece: string | null) => void; reject: (error: Error) => void } | null = null;
  const wake = () => {
    const w = waiting;
    if (!w) return;
    if (queue.length > 0) {
      waiting = null;
      w.resolve(queue.splice(0).join(''));
    } else if (failure) {
      waiting = null;
      w.reject(failure);
    } else if (ended) {
      waiting = null;
      w.resolve(null);
    }
  };
  response.setEncoding('utf8');
  const onData = (piece: string) => {
    queue.push(piece);
    if (!waiting) response.pause(); // back-pressure: read no further than the gateway sends
    wake();
  };
  response.on('data', onData);
  response.once('end', () => {
    ended = true;
    wake();
  });
  const fail = (error: Error) => {
    failure ??= error;
    wake();
  };
  response.on('error', fail);
  response.once('aborted', () => fail(Object.assign(new Error('the provider closed the connection mid-answer'), { code: 'ECONNRESET' })));
  request.on('error', fail);
  return {
    read: () =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        wake();
        if (waiting) response.resume();
      }),
    release: () => {
      if (ended || failure) return;
      // Read the rest past (the [DONE] line, the end of the chunked body) so the socket goes back to the pool.
      response.off('data', onData);
      queue.length = 0;
      const timer = setTimeout(() => request.destroy(), RELEASE_GRACE_MS);
      timer.unref();
      response.once('end', () => clearTimeout(timer));
      response.resume();
    },
    cancel: () => {
      response.destroy();
      request.destroy();
    },
  };
}

// Keep-alive pools to the providers, one per scheme. Idle connections close after 4 s, under
// the 5 s a Node or nginx server keeps them: the pool never sends a request on a socket the
// provider is closing at that very moment (the request would fail with ECONNRESET).
const poolOptions = { keepAlive: true, keepAliveMsecs: 1_000, maxSockets: Infinity, maxFreeSockets: 512, timeout: 4_000, scheduling: 'lifo' } as const;
const pools = { 'http:': new http.Agent(poolOptions), 'https:': new https.Agent(poolOptions) };

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
 * costs most of a KiB for as long as its stream is open.
 */
export function postToProvider(url: string, headers: Record<string, string>, body: string): PendingProviderRequest {
  const target = new URL(url);
  // Kept only until the answer's headers arrive (a stale connection may need it sent again):
  // an open stream does not hold its prompt (a few KiB, and the pooled slab it was cut from).
  let payload: Buffer | null = Buffer.from(body);
  const length = String(payload.length);
  let current: http.ClientRequest | null = null; // the request still waiting for its answer's headers
  let cancelled = false;
  const send = (retryStale: boolean): Promise<ProviderResponse> =>
    new Promise((resolve, reject) => {
      const request = (target.protocol === 'https:' ? https : http).request(target, {
        method: 'POST',
        agent: pools[target.protocol === 'https:' ? 'https:' : 'http:'],
        headers: { ...headers, 'Content-Length': length },
      });
      current = request;
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (current === request) current = null;
        if (retryStale && request.reusedSocket && error.code === 'ECONNRESET' && !cancelled) resolve(send(false));
        else reject(error);
      });
      request.once('response', (response) => {
        payload = null;
        current = null;
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
