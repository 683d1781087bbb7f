import { Hono } from 'hono';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import type { QuotaConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { QuotaStore } from '../quota/quota-store.ts';
import { adminGuard } from './admin-guard.ts';
import { dashboardRoute } from './dashboard-route.ts';
import { toolSwitchesRoute } from './tool-switches-route.ts';
import type { ToolSwitches } from './tool-switches.ts';

export interface AdminOpsDeps {
  database: DatabaseHandle | null;
  quota: QuotaConfig;
  catalogue: Catalogue;
  switches: ToolSwitches;
  store: QuotaStore;
  keyPrefix: string;
  /** TRUST_PROXY hops, for the same-origin check of a change. */
  trustProxyHops: number;
  /** Writes what this instance holds in its batches (usage, outcomes) before the dashboard reads. */
  flush?: () => Promise<void>;
}

/** The console's operations API under /api/admin: the dashboard and the tool switches, behind the admin guard. */
export function adminOpsRoutes({ database, quota, catalogue, switches, store, keyPrefix, trustProxyHops, flush }: AdminOpsDeps): Hono {
  const route = new Hono();
  // Mounted after the admin API, whose guard already admitted the request; stacked for safety (it looks a session up once).
  route.use('*', adminGuard({ database, trustProxyHops }));
  route.route('/', dashboardRoute({ database, quota, beforeRead: flush }));
  route.route('/', toolSwitchesRoute({ switches, catalogue, store, keyPrefix }));
  return route;
}
