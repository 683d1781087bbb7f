import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Registry } from 'prom-client';

/** Prometheus text exposition of the registry. */
export async function metricsResponse(c: Context, registry: Registry): Promise<Response> {
  c.header('Content-Type', registry.contentType);
  c.header('Cache-Control', 'no-store');
  return c.body(await registry.metrics());
}

/** Bearer check in constant time, so the token cannot be guessed byte by byte from timings. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
