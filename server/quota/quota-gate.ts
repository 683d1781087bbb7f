import type { Logger } from '../observability/logger.ts';
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { describeReset, nextUtcMidnight, secondsUntilReset, utcDay } from '../../engine/usage/quota-day.ts';
import type { UsageEstimate } from '../../engine/usage/reservation.ts';
import type { CaptchaVerdict } from '../captcha/turnstile.ts';
import type { QuotaConfig } from '../config.ts';
import { clientIp } from '../http/client-ip.ts';
import { requestHeader } from '../http/request-header.ts';
import { createBudgetLedger, type BudgetLedger } from './budget-ledger.ts';
import { emptyHoldings, giveBack, settle } from './holdings.ts';
import { DAILY_QUOTAS, type UsageDeclaration } from './daily-quotas.ts';
import type { QuotaEvents, UsageRecord } from './quota-events.ts';
import { refuse, setQuotaHeaders, type Refusal } from './quota-responses.ts';
import type { QuotaStore } from './quota-store.ts';
import { createUsageReporter, type BilledCall, type UsageReporter } from './usage-reporter.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';

export { BUDGET_WARN_SHARE } from './budget-ledger.ts';
export type { BilledCall } from './usage-reporter.ts';

/** A stream slot frees itself after this long even if its instance crashed before releasing it. */
export const SLOT_TTL_MS = 10 * 60_000;

export interface AdmitRequest {
  /** Its renderer's usage (renderer.json): the usage records' kind and the daily quota it counts toward. */
  usage: UsageDeclaration;
  tool: string;
  /** The model asked first (the primary's for this feature). */
  model: string;
  /** The fallback's model when AI_FALLBACK_* is set: the budget reservation is priced at the dearer of the two. */
  fallbackModel?: string;
  /** Generations this request counts as (each version of a variants request); default 1. */
  count?: number;
  /** The most the request may use (its prompt's tokens, its output cap, times its versions): reserved until it ends. */
  estimate?: UsageEstimate;
}

/** How a request ended, for the quotas and the budget. */
export interface Settlement {
  /** Each upstream call's usage, with the model that actually answered it (the fallback's, when it stood in). */
  calls: BilledCall[];
  /** Images delivered (image requests only). */
  images?: number;
  /** Generations given back: versions that failed through no fault of the visitor (never a visitor's Stop). */
  refund?: number;
}

export interface Ticket {
  /**
   * Settles the reservations to what the provider billed, gives back refunded generations and frees the
   * stream slot; never rejects. Safe to call more than once (only the first counts).
   */
  finish: (settlement: Settlement) => Promise<void>;
}

export type Admission = { ok: true; ticket: Ticket } | Refusal;

export interface PublicLimits {
  generationsPerDay: number;
  imagesPerDay: number;
  outputTokensPerDay: number;
  maxConcurrentStreams: number;
  resetsAt: 'midnight UTC';
}

/** What is left of the visitor's daily generations: the numbers of the X-Quota-* headers. */
export interface Allowance {
  limit: number;
  remaining: number;
  /** The next midnight UTC, ISO 8601. */
  resetAt: string;
}

export interface QuotaGate {
  /** Checks and reserves the budget, concurrency and the visitor's daily quotas; sets the X-Quota-* headers. */
  admit: (c: Context, request: AdmitRequest) => Promise<Admission>;
  publicLimits: () => PublicLimits;
  /**
   * The requesting visitor's generations today, read without counting anything (GET /api/allowance):
   * null when the daily generation limit is off.
   */
  allowance: (c: Context) => Promise<Allowance | null>;
  /** Resolves once every usage record handed to `persist` so far is stored (or failed): graceful shutdown waits for it. */
  flushUsage: () => Promise<void>;
}

export interface QuotaGateOptions {
  config: QuotaConfig;
  store: QuotaStore;
  keyPrefix: string;
  trustProxyHops: number;
  events?: QuotaEvents;
  /** Warnings: the budget at 80 %, storage failures. Never a visitor's text. */
  log: Pick<Logger, 'warn'>;
  /** Turnstile verification (server/captcha/turnstile.ts) for CHALLENGE_AFTER; without it no challenge is asked. */
  verifyChallenge?: (token: string, remoteIp: string) => Promise<CaptchaVerdict>;
  /**
   * Stores each request's usage (the daily aggregates, for `npm run usage`). Not awaited by the
   * request (usage-reporter.ts). The quotas and the budget are counted in the store.
   */
  persist?: (record: UsageRecord) => Promise<void>;
  now?: () => Date;
}

export function createQuotaGate(options: QuotaGateOptions): QuotaGate {
  const { config, store, keyPrefix, events = {}, log, verifyChallenge } = options;
  if (config.budgetUsd > 0 && config.modelPrices.size === 0) {
    log.warn('DAILY_BUDGET_USD is set but MODEL_PRICES is empty: spend cannot be priced, so the dollar budget is not enforced.');
  }
  const key = (day: string, name: string) => `${keyPrefix}:${day}:${name}`;
  // Counters outlive their day by an hour, so a request finishing just after midnight still finds its key.
  const ttl = (at: Date) => secondsUntilReset(at) + 3600;
  const budget = createBudgetLedger(config, store, key, log, events);
  const usage = createUsageReporter(config, events, log, options.persist);
  const challenging = config.challengeAfter > 0 && verifyChallenge !== undefined;
  const visitorChecks = { challenging, challenge: (c: Context, day: string, visitor: string) => checkChallenge(options, c, day, visitor, key) };
  const admit = admission(options, { key, ttl, budget, usage, visitorChecks });
  return {
    admit,
    publicLimits: () => ({
      generationsPerDay: config.generationsPerDay,
      imagesPerDay: config.imagesPerDay,
      outputTokensPerDay: config.outputTokensPerDay,
      maxConcurrentStreams: config.maxConcurrentStreams,
      resetsAt: 'midnight UTC',
    }),
    flushUsage: usage.flush,
    allowance: async (c) => {
      const limit = config.generationsPerDay;
      if (limit <= 0) return null;
      const at = (options.now ?? (() => new Date()))();
      const used = await store.get(key(utcDay(at), `gen:${clientIp(c, options.trustProxyHops)}`));
      return { limit, remaining: Math.max(0, limit - used), resetAt: nextUtcMidnight(at).toISOString() };
    },
  };
}

/**
 * After CHALLENGE_AFTER generations today, a visitor without a recent pass must
 * send a Turnstile token (header X-Turnstile-Token). Verified on the server,
 * once per token, failing closed; a pass lasts CHALLENGE_TTL.
 */
async function checkChallenge({ config, store, keyPrefix, events = {}, verifyChallenge }: QuotaGateOptions, c: Context, day: string, visitor: string, key: (day: string, name: string) => string): Promise<Refusal | null> {
  const passKey = `${keyPrefix}:pass:${visitor}`;
  if ((await store.get(key(day, `${DAILY_QUOTAS.generations.counter}:${visitor}`))) < config.challengeAfter || (await store.get(passKey)) > 0) return null;
  const token = requestHeader(c, 'x-turnstile-token')?.trim();
  if (!token) return refuse(events, c, 403, 'challenge_required', visitorMessage('challengeRequired'));
  const verdict = await verifyChallenge?.(token, visitor);
  if (!verdict?.ok) return refuse(events, c, 403, 'challenge_failed', visitorMessage('challengeFailed'));
  await store.add(passKey, 1, config.challengeTtlSeconds);
  return null;
}

interface AdmissionParts {
  key: (day: string, name: string) => string;
  ttl: (at: Date) => number;
  budget: BudgetLedger;
  usage: UsageReporter;
  visitorChecks: { challenging: boolean; challenge: (c: Context, day: string, visitor: string) => Promise<Refusal | null> };
}

/**
 * admit(): reserves, in this order, the budget, the visitor's output tokens, a stream slot and the
 * day's generations (or images). Each step is atomic in the store; a refusal at any step gives back
 * what the earlier steps took, so a refused request costs nothing.
 */
function admission(options: QuotaGateOptions, { key, ttl, budget, usage, visitorChecks }: AdmissionParts): (c: Context, request: AdmitRequest) => Promise<Admission> {
  const { config, store, keyPrefix, trustProxyHops, events = {}, log, now = () => new Date() } = options;
  // Whether any rule needs the visitor's counters: with none (every daily limit 0, no challenge, no stream
  // slots) a request counts nothing per visitor, and its address is not even looked up.
  const perVisitor = visitorChecks.challenging || config.maxConcurrentStreams > 0 || config.generationsPerDay > 0 || config.imagesPerDay > 0 || config.outputTokensPerDay > 0;
  const quiet = (what: string) => (error: Error) => log.warn({ err: error.message }, `quota: could not ${what}`);

  return async (c, request) => {
    const at = now();
    const day = utcDay(at);
    const daily = DAILY_QUOTAS[request.usage.quota];
    const visitor = perVisitor ? clientIp(c, trustProxyHops) : '';
    const estimate = request.estimate ?? { inputTokens: 0, outputTokens: 0 };
    const held = emptyHoldings(day, ttl(at));
    const refused = async (refusal: Refusal) => {
      await giveBack(store, budget, held).catch(quiet('give back a refused request'));
      return refusal;
    };

    const reserved = await budget.reserve(day, held.ttlSeconds, estimate, request.fallbackModel ? [request.model, request.fallbackModel] : [request.model]);
    if (reserved === null) {
      return refuse(events, c, 503, 'budget_exhausted', visitorMessage('budgetExhausted', { reset: describeReset(at) }), secondsUntilReset(at));
    }
    held.budget = reserved;
    const challenge = visitorChecks.challenging ? await visitorChecks.challenge(c, day, visitor) : null;
    if (challenge) return refused(challenge);
    if (daily.reservesOutputTokens && config.outputTokensPerDay > 0) {
      const output = { key: key(day, `out:${visitor}`), amount: estimate.outputTokens };
      if (!(await store.reserve(output.key, output.amount, config.outputTokensPerDay, held.ttlSeconds)).ok) {
        setQuotaHeaders(c, config.generationsPerDay, config.generationsPerDay, at);
        return refused(refuse(events, c, 429, 'daily_quota', visitorMessage('dailyOutputTokens', { tokens: config.outputTokensPerDay.toLocaleString('en'), reset: describeReset(at) }), secondsUntilReset(at), 'output_tokens'));
      }
      held.output = output;
    }

    // The ticket keeps the slot for as long as its stream runs: nothing when there are no slots.
    const slot = config.maxConcurrentStreams > 0 ? { key: `${keyPrefix}:slots:${visitor}`, id: randomUUID() } : null;
    if (slot && !(await store.acquireSlot(slot.key, slot.id, config.maxConcurrentStreams, SLOT_TTL_MS))) {
      return refused(refuse(events, c, 429, 'too_many_streams', visitorMessage('tooManyStreams', { max: config.maxConcurrentStreams }), 5));
    }
    held.slot = slot;

    // Today's count of the visitor's generations (or images): its limit, and the challenge, read it.
    const limit = daily.limit(config);
    const count = request.count ?? 1;
    if (limit > 0 || (visitorChecks.challenging && daily.countsForChallenge)) {
      const counter = { key: key(day, `${daily.counter}:${visitor}`), amount: count };
      const counted = await store.consume(counter.key, count, limit, held.ttlSeconds);
      setQuotaHeaders(c, limit, counted.value, at);
      if (!counted.ok) return refused(quotaRefusal(events, c, { quota: request.usage.quota, limit, used: counted.value, count, at }));
      held.generations = counter;
    }

    let finished = false;
    const finish = async ({ calls, images = 0, refund = 0 }: Settlement) => {
      if (finished) return;
      finished = true;
      usage.report(day, { usage: request.usage, tool: request.tool, count }, calls, images);
      await settle(store, budget, held, calls, refund).catch(quiet('record usage'));
    };
    return { ok: true, ticket: { finish } };
  };
}

/**
 * The refusal of a request whose generations (or images) do not fit in what is left today: when more
 * versions were asked for than are left (but some are), it says how many the request needs and how
 * many remain, so the page can offer what is left.
 */
function quotaRefusal(events: QuotaEvents, c: Context, { quota, limit, used, count, at }: { quota: UsageDeclaration['quota']; limit: number; used: number; count: number; at: Date }): Refusal {
  const remaining = Math.max(0, limit - used);
  // Only for several versions: a single one refused with some left (an outage's share rule) is the plain refusal.
  if (quota === 'generations' && count > 1 && remaining > 0 && remaining < count) {
    return refuse(events, c, 429, 'not_enough_generations', visitorMessage('notEnoughGenerations', { versions: count, remaining }), undefined, quota);
  }
  return refuse(events, c, 429, 'daily_quota', visitorMessage(DAILY_QUOTAS[quota].message, { limit, reset: describeReset(at) }), secondsUntilReset(at), quota);
}
