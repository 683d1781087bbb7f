import { Hono } from 'hono';
import type { QuotaConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { apiError } from '../http/api-error.ts';
import { dashboardData, isDashboardPeriod } from './dashboard-data.ts';

/** GET /dashboard?period=today|7d|30d: the console's figures (admin guard in front). */
export function dashboardRoute({ database, quota, beforeRead }: { database: DatabaseHandle | null; quota: QuotaConfig; beforeRead?: () => Promise<void> }): Hono {
  const route = new Hono();
  route.get('/dashboard', async (c) => {
    const period = c.req.query('period') ?? 'today';
    if (!isDashboardPeriod(period)) return apiError(c, 400, 'invalid_request', 'period must be today, 7d or 30d.', 'period');
    if (!database) return apiError(c, 503, 'unavailable', 'The dashboard needs a database (DATABASE_URL, or the embedded one under DATA_DIR).');
    // What this instance still holds in its batches is written first, so the figures include it.
    await beforeRead?.();
    c.header('Cache-Control', 'no-store');
    return c.json(await dashboardData(database.db, quota, period));
  });
  return route;
}
