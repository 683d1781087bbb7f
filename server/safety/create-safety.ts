import { createDatabaseAlertLedger, createMemoryAlertLedger, createRedisAlertLedger } from '../alerts/alert-ledger.ts';
import { createAlertSender } from '../alerts/alert-sender.ts';
import { createAlerts, type Alerts } from '../alerts/alerts.ts';
import type { ServerConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { SharedRedis } from '../ops/redis-client.ts';
import { budgetUnits } from '../quota/budget-ledger.ts';
import type { QuotaEvents } from '../quota/quota-events.ts';
import { createModeration, type Moderation } from './moderation.ts';
import type { AlertConfig } from './safety-config.ts';
import { createMemoryStrikeStore, createRedisStrikeStore } from './strike-store.ts';

export interface Safety {
  /** Null without MODERATION_BASE_URL. */
  moderation: Moderation | null;
  /** Null without ALERT_WEBHOOK_URL. */
  alerts: Alerts | null;
  /** The quota events with the budget alerts added (`extra` still told first). */
  quotaEvents: (extra?: QuotaEvents) => QuotaEvents | undefined;
  close: (waitMs?: number) => Promise<void>;
}

/**
 * Content safety and operator alerts, on the instance's Redis when there is one (strikes, alert
 * claims), else on the database (alert claims) or in memory. Every content block also counts toward
 * the moderation alert.
 */
export function createSafety({ config, redis, database, keyPrefix, log, metrics }: { config: ServerConfig; redis: SharedRedis | null; database: DatabaseHandle | null; keyPrefix: string; log: Logger; metrics: Metrics }): Safety {
  const moderation = config.moderation
    ? createModeration({ config: config.moderation, strikes: redis ? createRedisStrikeStore(redis.guarded) : createMemoryStrikeStore(), keyPrefix: `${keyPrefix}moderation`, trustProxyHops: config.trustProxyHops, log, metrics })
    : null;
  const alerts = config.alerts ? createAlertsFor(config, config.alerts, redis, database, keyPrefix, log, metrics) : null;
  if (moderation && alerts) moderation.onBlocked((event) => alerts.contentBlocked(event));
  return {
    moderation,
    alerts,
    quotaEvents: (extra) => {
      const budget = alerts?.quotaEvents.onBudgetShare;
      if (!budget) return extra;
      return {
        ...extra,
        onBudgetShare: (share) => {
          extra?.onBudgetShare?.(share);
          budget(share);
        },
      };
    },
    close: async (waitMs) => {
      await alerts?.close(waitMs);
    },
  };
}

function createAlertsFor(config: ServerConfig, alertConfig: AlertConfig, redis: SharedRedis | null, database: DatabaseHandle | null, keyPrefix: string, log: Logger, metrics: Metrics): Alerts {
  const memory = createMemoryAlertLedger();
  const ledger = redis ? createRedisAlertLedger(redis.guarded, memory) : database ? createDatabaseAlertLedger(database.db) : memory;
  return createAlerts({
    config: alertConfig,
    ledger,
    sender: createAlertSender({ url: alertConfig.webhookUrl, log, metrics }),
    keyPrefix,
    budget: budgetUnits(config.quota),
    metrics,
    log,
  });
}
