import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.ts';
import { apiError } from './api-error.ts';
import { requestedHost } from './requested-host.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';

/** Probes address an instance by its own IP or container name, never by the site's name: they are always answered. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready', '/metrics']);

/** Whether `host` (host[:port], lower case) is one of `allowed`; an entry without a port allows every port of its host. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? host);
  return allowed.some((entry) => entry === host || (!entry.includes(':', entry.lastIndexOf(']') + 1) && entry === hostname));
}

/**
 * Middleware: with ALLOWED_HOSTS set (in production it defaults to SITE_URL's
 * host), a request addressed to any other host gets 421 unknown_host. A page on
 * a domain an attacker points at this server's address (DNS rebinding) sends its
 * own name as Host, so it is refused even though its Origin matches its Host.
 */
export function allowedHosts(config: Pick<ServerConfig, 'allowedHosts' | 'trustProxyHops'>): MiddlewareHandler {
  const allowed = config.allowedHosts.map((h) => h.toLowerCase());
  return async (c, next) => {
    if (allowed.length === 0 || PROBE_PATHS.has(c.req.path)) return next();
    if (hostAllowed(requestedHost(c, config.trustProxyHops), allowed)) return next();
    return apiError(c, 421, 'unknown_host', visitorMessage('unknownHost'));
  };
}
