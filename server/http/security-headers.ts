import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.ts';
import { collectPageScriptHashes } from './inline-script-hashes.ts';
import { addHeaders } from './response-headers.ts';

/** Cloudflare Turnstile: its api.js and the challenge iframe come from here. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * Browser features the site never uses, switched off for it and anything it
 * embeds. The clipboard is left alone: the Copy buttons write to it.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * The Content-Security-Policy of the site. Scripts: the site's own files, the
 * exact inline scripts of the build (by hash) and Turnstile; never
 * 'unsafe-inline'. Styles allow inline because React and the editor set style
 * attributes. Images: the site, data: and blob: URLs, and Supabase (likes)
 * only; never any https: host, so neither a share link's author nor a
 * prompt-injected model can make readers' browsers call a server of theirs
 * (the image tools' results arrive as data: URLs). Fetches: the site and
 * Supabase (likes). The service worker and the web app manifest: the site's
 * own files only.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'supabase'>, scriptHashes: readonly string[]): string {
  const supabase = config.supabase ? [new URL(config.supabase.url).origin] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, TURNSTILE_ORIGIN]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...supabase]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...supabase]],
    ['frame-src', [TURNSTILE_ORIGIN]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Middleware: the security headers, on every response the gateway sends
 * (pages, assets, API answers and errors alike). An HTML page's CSP allows
 * the inline scripts of that page of the build in `staticRoot`, by hash; any
 * other response's allows none. Policies are computed once per page.
 */
export function securityHeaders(config: Pick<ServerConfig, 'supabase' | 'hstsMaxAgeSeconds'>, staticRoot: string): MiddlewareHandler {
  const pages = collectPageScriptHashes(staticRoot);
  const policies = new Map<string[], string>();
  const policyFor = (hashes: string[]) => {
    let policy = policies.get(hashes);
    if (policy === undefined) policies.set(hashes, (policy = contentSecurityPolicy(config, hashes)));
    return policy;
  };
  const noScripts: string[] = [];
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(config.hstsMaxAgeSeconds > 0 ? { 'Strict-Transport-Security': `max-age=${config.hstsMaxAgeSeconds}; includeSubDomains` } : {}),
  };
  // An API answer is never a page: its headers are known before it exists, and go with the pending ones
  // (an event stream writes them itself, without building a fetch Response to carry them).
  const apiHeaders: Record<string, string> = { 'Content-Security-Policy': policyFor(noScripts), ...headers };
  return async (c, next) => {
    if (c.req.path.startsWith('/api/')) {
      addHeaders(c, apiHeaders);
      return next();
    }
    await next();
    // A 304 has no content type, and the browser keeps the policy it carries for the cached page:
    // it must be the page's own, or a revalidated page could no longer run its scripts.
    const html = /^text\/html\b/i.test(c.res.headers.get('content-type') ?? '') || c.res.status === 304;
    const hashes = pages.forPath(c.req.path) ?? (html ? pages.fallback() : noScripts);
    c.res.headers.set('Content-Security-Policy', policyFor(hashes));
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
