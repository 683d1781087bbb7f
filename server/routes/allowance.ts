import { Hono } from 'hono';
import type { QuotaGate } from '../quota/quota-gate.ts';

/**
 * GET /api/allowance: what is left of the requesting visitor's daily generations, so a tool page can
 * show it on load. It names no visitor (the address stays on the server) and counts nothing; it is
 * never cached, since each visitor gets their own numbers. `generations` is null when the limit is off.
 */
export function allowanceRoute(quota: Pick<QuotaGate, 'allowance'>): Hono {
  const route = new Hono();
  route.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ generations: await quota.allowance(c) });
  });
  return route;
}
