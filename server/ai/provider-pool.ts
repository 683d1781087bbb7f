import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * How long an idle pooled connection is kept when the provider does not say how long it keeps
 * one: under the 5 s a Node or nginx server keeps them, so the pool never sends a request on a
 * socket the provider is closing at that very moment (the request would fail with ECONNRESET).
 */
export const DEFAULT_IDLE_MS = 4_000;
/** The longest an idle connection is kept, whatever the provider announces. */
export const MAX_IDLE_MS = 60_000;
/** Margin under the provider's announced idle time-out (Node's agent keeps the same 1 s). */
const HINT_MARGIN_MS = 1_000;

/**
 * The idle time-out each provider connection's last answer announced (`Keep-Alive: timeout=N`), in
 * ms, or null when it announced none: set when an answer's headers arrive, read when the connection
 * goes back to the pool.
 */
const announced = new WeakMap<Socket, number | null>();

/** Notes the idle time-out an answer's Keep-Alive header announces, for when its connection is free again. */
export function noteKeepAliveHint(socket: Socket, keepAlive: string | string[] | undefined): void {
  const header = Array.isArray(keepAlive) ? keepAlive.join(', ') : keepAlive;
  const seconds = header ? /(?:^|[\s,])timeout=(\d+)/i.exec(header)?.[1] : undefined;
  announced.set(socket, seconds === undefined ? null : Number(seconds) * 1000);
}

/**
 * How long a free connection may idle in the pool: a second less than the provider announced (at
 * most MAX_IDLE_MS), else DEFAULT_IDLE_MS; 0 when it cannot be kept safely (an announced 1 s).
 * Keeping what the provider allows, rather than a blanket 4 s, lets a visitor who comes 5 s after
 * the last one reuse the connection instead of paying for a new TCP and TLS handshake (a round
 * trip or two before the first token, and the handshake's CPU).
 */
export function idleTimeoutMs(socket: Socket): number {
  const hint = announced.get(socket);
  if (hint === undefined || hint === null) return DEFAULT_IDLE_MS;
  return Math.max(0, Math.min(MAX_IDLE_MS, hint - HINT_MARGIN_MS));
}

/**
 * Replaces the agent's `keepSocketAlive`, its documented hook for a connection going back to the
 * pool. Node's own applies the smaller of the agent's `timeout` and the provider's hint; with no hint
 * it would keep MAX_IDLE_MS, which a provider that closes idle connections sooner without saying so
 * would turn into resets.
 */
function honourIdleHints<A extends http.Agent>(agent: A): A {
  // Node's method returns whether to keep the socket (the type says void).
  const keep = agent.keepSocketAlive.bind(agent) as unknown as (socket: Duplex) => boolean;
  agent.keepSocketAlive = ((socket: Duplex) => {
    const idleMs = idleTimeoutMs(socket as Socket);
    if (idleMs <= 0 || !keep(socket)) return false;
    (socket as Socket).setTimeout(idleMs);
    return true;
  }) as A['keepSocketAlive'];
  return agent;
}

const options = { keepAlive: true, keepAliveMsecs: 1_000, maxSockets: Infinity, maxFreeSockets: 512, timeout: MAX_IDLE_MS, scheduling: 'lifo' } as const;

/** Keep-alive pools to the providers, one per scheme. */
export const providerPools = { 'http:': honourIdleHints(new http.Agent(options)), 'https:': honourIdleHints(new https.Agent(options)) };
