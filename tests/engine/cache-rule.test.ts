import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheRuleFor, isNeverCachedPath } from '../../engine/installable-app/cache-rule.ts';

const ORIGIN = 'https://writing.example';
const MODES = ['navigate', 'cors', 'same-origin', 'no-cors'] as const;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD'] as const;
// A path segment. Not "." or "..": a URL resolves those away ("/api/.." is "/", which is no API address).
const segment = fc.stringMatching(/^[\w.~-]{1,12}$/).filter((s) => s !== '.' && s !== '..');

describe('the service worker’s cache rule', () => {
  it('never answers anything under /api/, whatever the method, mode or query', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.constantFrom(...METHODS), fc.constantFrom(...MODES), fc.option(segment), (parts, method, mode, query) => {
        const url = `${ORIGIN}/api/${parts.join('/')}${query ? `?q=${query}` : ''}`;
        expect(cacheRuleFor({ url, method, mode }, ORIGIN)).toBe('none');
      }),
    );
    expect(cacheRuleFor({ url: `${ORIGIN}/api`, method: 'GET', mode: 'cors' }, ORIGIN)).toBe('none');
    // What the browser asks for at "/api/.." is the home page, "/".
    expect(cacheRuleFor({ url: `${ORIGIN}/api/..`, method: 'GET', mode: 'navigate' }, ORIGIN)).toBe('network-first');
    expect(cacheRuleFor({ url: `${ORIGIN}/api/generate`, method: 'POST', mode: 'cors' }, ORIGIN)).toBe('none');
    expect(cacheRuleFor({ url: `${ORIGIN}/api/config`, method: 'GET', mode: 'cors' }, ORIGIN)).toBe('none');
  });

  it('leaves the console, metrics and the worker script to the network', () => {
    for (const p of ['/admin', '/admin/outcomes', '/metrics', '/sw.js']) {
      expect(cacheRuleFor({ url: `${ORIGIN}${p}`, method: 'GET', mode: 'navigate' }, ORIGIN), p).toBe('none');
      expect(isNeverCachedPath(p), p).toBe(true);
    }
  });

  it('takes pages network-first and hashed assets cache-first', () => {
    expect(cacheRuleFor({ url: `${ORIGIN}/tools/ai-writer`, method: 'GET', mode: 'navigate' }, ORIGIN)).toBe('network-first');
    expect(cacheRuleFor({ url: `${ORIGIN}/es/history`, method: 'GET', mode: 'navigate' }, ORIGIN)).toBe('network-first');
    expect(cacheRuleFor({ url: `${ORIGIN}/history.data`, method: 'GET', mode: 'cors' }, ORIGIN)).toBe('network-first');
    expect(cacheRuleFor({ url: `${ORIGIN}/manifest.webmanifest`, method: 'GET', mode: 'cors' }, ORIGIN)).toBe('network-first');
    expect(cacheRuleFor({ url: `${ORIGIN}/assets/entry.client-C_oMvl8P.js`, method: 'GET', mode: 'cors' }, ORIGIN)).toBe('cache-first');
    // A page whose name starts like the API is still a page.
    expect(cacheRuleFor({ url: `${ORIGIN}/apiary`, method: 'GET', mode: 'navigate' }, ORIGIN)).toBe('network-first');
  });

  it('never answers another origin, a write, or an address it cannot read', () => {
    expect(cacheRuleFor({ url: 'https://abc.supabase.co/rest/v1/likes', method: 'GET', mode: 'cors' }, ORIGIN)).toBe('none');
    expect(cacheRuleFor({ url: 'https://challenges.cloudflare.com/turnstile/v0/api.js', method: 'GET', mode: 'no-cors' }, ORIGIN)).toBe('none');
    expect(cacheRuleFor({ url: `${ORIGIN}/tools/ai-writer`, method: 'POST', mode: 'navigate' }, ORIGIN)).toBe('none');
    expect(cacheRuleFor({ url: 'not a url', method: 'GET', mode: 'navigate' }, ORIGIN)).toBe('none');
  });
});
