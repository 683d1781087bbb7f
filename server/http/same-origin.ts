import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.ts';
import { apiError } from './api-error.ts';
import { requestHeader } from './request-header.ts';
import { requestedHost } from './requested-host.ts';
import { addHeaders } from './response-headers.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';

/** Whether a Content-Type header names JSON (parameters such as charset allowed). */
function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Middleware for /api/*: the API serves the site's own pages (and origins in
 * ALLOWED_ORIGINS), never another site's.
 *
 * - A request whose Origin is another site's, or that the browser marks
 *   Sec-Fetch-Site: cross-site, gets 403 before anything runs. Clients that
 *   send neither (curl, monitoring) are not browsers and pass.
 * - Every POST must be application/json, else 415: a page elsewhere can send
 *   text/plain or a form without a CORS preflight, JSON it cannot.
 * - A listed origin gets CORS answers (its JSON POST needs a preflight).
 */
export function sameOriginApi(config: Pick<ServerConfig, 'allowedOrigins' | 'trustProxyHops'>): MiddlewareHandler {
  const allowed = new Set(config.allowedOrigins);
  return async (c, next) => {
    const origin = requestHeader(c, 'origin');
    const fetchSite = requestHeader(c, 'sec-fetch-site');
    const listed = origin !== undefined && allowed.has(origin);
    let own = false;
    if (origin !== undefined && origin !== 'null') {
      try {
        own = new URL(origin).host === requestedHost(c, config.trustProxyHops);
      } catch {
        own = false;
      }
    }
    const foreign = origin !== undefined ? !own && !listed : fetchSite === 'cross-site';
    if (foreign) return apiError(c, 403, 'cross_origin', visitorMessage('crossOrigin'));

    if (listed) {
      addHeaders(c, { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' });
      if (c.req.method === 'OPTIONS') {
        addHeaders(c, { 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' });
        return c.body(null, 204);
      }
    }
    if (c.req.method === 'POST' && !isJson(requestHeader(c, 'content-type'))) {
      return apiError(c, 415, 'unsupported_media_type', visitorMessage('unsupportedMediaType'));
    }
    await next();
  };
}
