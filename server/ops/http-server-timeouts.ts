import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is
 * shorter than the idle time-out of browsers and load balancers (HAProxy,
 * cloud balancers: 60 s), so the gateway used to close connections the other
 * side was reusing at that very moment: a request already on the wire met a
 * closed socket and failed with ECONNRESET. The longer the event loop is busy,
 * the wider that window, which is why many concurrent streams lost some of
 * theirs. The side that closes must be the one that waits longest.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Connections that open at once wait here (the kernel caps it at net.core.somaxconn) instead of being dropped and retried 1 s later. */
export const LISTEN_BACKLOG = 4_096;

export function applyServerTimeouts(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Must exceed keepAliveTimeout, or a request arriving late on an idle connection could be cut by it.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
