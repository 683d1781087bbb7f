import type { Hono } from 'hono';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import type { ServerConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Logger } from '../observability/logger.ts';
import type { GenerationFacts } from '../observability/request-telemetry.ts';
import type { QuotaGate } from '../quota/quota-gate.ts';
import type { QuotaStore } from '../quota/quota-store.ts';
import { adminOpsRoutes } from './ops-routes.ts';
import { createOutcomeRecorder } from './outcome-store.ts';
import { withToolSwitches } from './tool-gate.ts';
import { createToolSwitches, type ToolSwitchedEvent } from './tool-switches.ts';

export interface AdminOpsOptions {
  config: ServerConfig;
  catalogue: Catalogue;
  database: DatabaseHandle | null;
  log: Logger;
  quota: { gate: QuotaGate; store: QuotaStore; keyPrefix: string };
  onToolSwitched?: (event: ToolSwitchedEvent) => void;
}

export interface AdminOps {
  /** The quota gate with the tool switches in front (every generation path admits through it). */
  gate: QuotaGate;
  /** Feeds each ended generation request into the outcome table (request telemetry calls it). */
  onGeneration: (facts: GenerationFacts) => void;
  /** The tools switched off, with their reasons, for GET /api/config (waits at most FIRST_READ_WAIT_MS for the first read). */
  disabledTools: () => Promise<Record<string, string>>;
  /** /api/admin/dashboard and /api/admin/tools. */
  routes: Hono;
  close: () => Promise<void>;
}

/** The console's operations side: the outcome table, the dashboard and the run-time tool switches. */
export function createAdminOps({ config, catalogue, database, log, quota, onToolSwitched }: AdminOpsOptions): AdminOps {
  const switches = createToolSwitches({ database, log, onToolSwitched });
  const outcomes = database ? createOutcomeRecorder(database.db, { retentionDays: config.adminRetentionDays, log }) : null;
  const flush = async () => {
    await Promise.all([outcomes?.flush(), quota.gate.flushUsage()]);
  };
  return {
    gate: withToolSwitches({ gate: quota.gate, switches, store: quota.store, keyPrefix: quota.keyPrefix, catalogue }),
    onGeneration: (facts) => outcomes?.record(facts),
    disabledTools: async () => {
      if (!database) return {};
      const all = await switches.all();
      return Object.fromEntries([...all].filter(([, s]) => s.disabled).map(([id, s]) => [id, s.reason]));
    },
    routes: adminOpsRoutes({ trustProxyHops: config.trustProxyHops, database, quota: config.quota, catalogue, switches, store: quota.store, keyPrefix: quota.keyPrefix, flush }),
    close: async () => {
      switches.close();
      await outcomes?.flush();
    },
  };
}
