import type { Context } from 'hono';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import { apiError } from './api-error.ts';
import { nodeIncoming } from './node-body.ts';
import { requestHeader } from './request-header.ts';

/** Seconds a client is told to wait before sending a new generation to a draining instance. */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

/**
 * A new generation reaching an instance that drains for a shutdown. Behind a balancer that
 * announces it retries (deploy/haproxy.cfg sets X-Retry-If-Draining), the connection is closed
 * unanswered: the balancer's "empty response" retry sends the request to another instance, and
 * this is the only answer that makes it retry (a status would also retry 503s that are the same
 * on every instance, like budget_exhausted). Any other client gets 503 shutting_down.
 */
export function refuseWhileDraining(c: Context): Response {
  const incoming = nodeIncoming(c);
  if (incoming && requestHeader(c, 'x-retry-if-draining') === '1') {
    incoming.socket.destroy();
    return new Response(null, { status: 503 });
  }
  c.header('Retry-After', String(DRAINING_RETRY_AFTER_SECONDS));
  return apiError(c, 503, 'shutting_down', visitorMessage('shuttingDown'));
}
