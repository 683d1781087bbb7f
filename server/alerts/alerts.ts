import os from 'node:os';
import { utcDay } from '../../engine/usage/quota-day.ts';
import type { BudgetUnits } from '../../engine/usage/reservation.ts';
import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { QuotaEvents } from '../quota/quota-events.ts';
import type { ContentBlockedEvent } from '../safety/moderation.ts';
import type { AlertConfig } from '../safety/safety-config.ts';
import type { AlertLedger } from './alert-ledger.ts';
import { budgetAlert, BUDGET_THRESHOLDS, errorRateAlert, fallbackAlert, moderationAlert, toolDisabledAlert, type AlertFacts } from './alert-payloads.ts';
import type { AlertSender } from './alert-sender.ts';
import { createProviderWatch, type ProviderWatch } from './provider-watch.ts';

export interface Alerts {
  /** The budget thresholds, fed by the quota module's events. */
  quotaEvents: QuotaEvents;
  /** A tool was switched off in the console (notifyToolSwitchedOff). */
  toolSwitchedOff: (event: { tool: string; reason?: string }) => void;
  /** A request or answer was blocked by the content check. */
  contentBlocked: (event: ContentBlockedEvent) => void;
  /** Looks at the error rate and the fallback now (the watch also runs on its own every WATCH_INTERVAL_MS). */
  checkProviders: () => Promise<void>;
  /** Stops the watch and waits for alerts still being sent (at most `waitMs`). */
  close: (waitMs?: number) => Promise<void>;
}

export interface AlertsOptions {
  config: AlertConfig;
  ledger: AlertLedger;
  sender: AlertSender;
  /** Prefix of the ledger's keys (REDIS_KEY_PREFIX, or a test's own). */
  keyPrefix: string;
  budget: BudgetUnits;
  metrics: Metrics;
  log: Logger;
  now?: () => Date;
  /** How often the provider watch runs; 0: only when checkProviders is called (tests). */
  watchIntervalMs?: number;
}

/** How often the error rate and the fallback counter are read. */
export const WATCH_INTERVAL_MS = 15_000;

/**
 * Operator alerts (ALERT_WEBHOOK_URL): each condition fires once per threshold per UTC day across all
 * instances (the ledger's claim). Everything here runs beside the visitor's request, never in its way:
 * listeners return at once, and the ledger and the webhook run in the background, their failures logged.
 */
export function createAlerts({ config, ledger, sender, keyPrefix, budget, metrics, log, now = () => new Date(), watchIntervalMs = WATCH_INTERVAL_MS }: AlertsOptions): Alerts {
  // Keys this instance has already tried today: the ledger is asked once per key and instance, not per request.
  const tried = new Set<string>();
  let triedDay = '';
  // Claims and counts still running, so close() waits for the alerts they lead to.
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  const keyOf = (day: string, name: string) => `${keyPrefix}alert:${day}:${name}`;

  const fire = (facts: AlertFacts) => {
    const at = now();
    const day = utcDay(at);
    const key = keyOf(day, facts.name);
    if (triedDay !== day) {
      tried.clear(); // yesterday's keys are never asked again
      triedDay = day;
    }
    if (tried.has(key)) return;
    tried.add(key);
    track(ledger
      .claim(key)
      .then((first) => {
        if (first) sender.send({ text: facts.text, alert: facts.alert, key, day, at: at.toISOString(), instance: os.hostname(), ...facts.fields });
      })
      .catch((error: unknown) => {
        tried.delete(key); // asked again at the next occasion
        log.warn({ alert: facts.alert, err: error instanceof Error ? error.message : String(error) }, 'alert: could not claim');
      }));
  };

  const watch: ProviderWatch = createProviderWatch({ metrics, errorRate: config.errorRate, onErrorRate: (r) => fire(errorRateAlert(r.rate, config.errorRate, r.failed, r.total)), onFallback: (kinds) => fire(fallbackAlert(kinds)), log, intervalMs: watchIntervalMs });

  return {
    quotaEvents: {
      onBudgetShare: (share) => {
        for (const threshold of BUDGET_THRESHOLDS) if (share >= threshold) fire(budgetAlert(threshold, share, budget));
      },
    },
    toolSwitchedOff: (event) => fire(toolDisabledAlert(event.tool, event.reason)),
    contentBlocked: () => {
      const day = utcDay(now());
      track(ledger
        .count(keyOf(day, 'moderation-count'))
        .then((blocks) => {
          if (blocks >= config.moderationBlocks) fire(moderationAlert(blocks, config.moderationBlocks));
        })
        .catch((error: unknown) => log.warn({ err: error instanceof Error ? error.message : String(error) }, 'alert: could not count a moderation block')));
    },
    checkProviders: () => watch.check(),
    close: async (waitMs) => {
      watch.stop();
      await Promise.allSettled([...running]);
      await sender.settle(waitMs);
    },
  };
}

/**
 * The console's tool switch calls this when a tool is switched off (with the gateway's `alerts` and
 * `metrics`): counted in aiwt_tool_switched_off_total (the Prometheus rule's input), and one webhook alert
 * per tool and day when ALERT_WEBHOOK_URL is set. Never throws, never waits.
 */
export function notifyToolSwitchedOff(gateway: { alerts: Alerts | null; metrics: Pick<Metrics, 'toolsSwitchedOff'> }, event: { tool: string; reason?: string }): void {
  gateway.metrics.toolsSwitchedOff.inc({ tool: event.tool });
  gateway.alerts?.toolSwitchedOff(event);
}
