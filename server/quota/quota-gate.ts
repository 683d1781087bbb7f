import type { Logger } from '../observability/logger.ts';
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { RejectionCode } from '../../engine/errors/error-codes.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import { costUsd } from '../../engine/usage/model-prices.ts';
import { describeReset, nextUtcMidnight, secondsUntilReset, utcDay } from '../../engine/usage/quota-day.ts';
import type { TokenUsage } from '../../engine/usage/token-usage.ts';
import type { CaptchaVerdict } from '../captcha/turnstile.ts';
import type { QuotaConfig } from '../config.ts';
import { apiError } from '../http/api-error.ts';
import { clientIp } from '../http/client-ip.ts';
import { requestHeader } from '../http/request-header.ts';
import { addHeader, addHeaders } from '../http/response-headers.ts';
import type { QuotaEvents, UsageKind, UsageRecord } from './quota-events.ts';
import type { QuotaStore } from './quota-store.ts';

/** A stream slot frees itself after this long even if its instance crashed before releasing it. */
export const SLOT_TTL_MS = 10 * 60_000;
/** Budget in US dollars is counted in billionths, so Redis can add whole numbers. */
const NANO = 1e9;
/** Share of the budget at which the gateway warns. */
export const BUDGET_WARN_SHARE = 0.8;

export interface AdmitRequest {
  kind: UsageKind;
  tool: string;
  model: string;
  /** Generations this request counts as (each version of a variants request); default 1. */
  count?: number;
}

export interface Ticket {
  /** Records what the request used and frees its stream slot; never rejects. Safe to call more than once (only the first counts). */
  finish: (usage: TokenUsage, images?: number) => Promise<void>;
}

export type Admission = { ok: true; ticket: Ticket } | { ok: false; response: Response };

export interface PublicLimits {
  generationsPerDay: number;
  imagesPerDay: number;
  outputTokensPerDay: number;
  maxConcurrentStreams: number;
  resetsAt: 'midnight UTC';
}

export interface QuotaGate {
  /** Checks budget, concurrency and the visitor's daily quotas, and takes what the request needs; sets the X-Quota-* headers. */
  admit: (c: Context, request: AdmitRequest) => Promise<Admission>;
  publicLimits: () => PublicLimits;
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
   * request: a response never waits for reporting (the embedded database may still be opening),
   * and shutdown waits for the pending records (flushUsage). The quotas and the budget are
   * counted in the store, before the request finishes.
   */
  persist?: (record: UsageRecord) => Promise<void>;
  now?: () => Date;
}

/** The budget in counter units: nano-dollars with prices, tokens without; 0 = no budget. */
function budgetUnits(config: QuotaConfig): { limit: number; unit: 'usd' | 'tokens' } {
  if (config.budgetUsd > 0 && config.modelPrices.size > 0) return { limit: Math.round(config.budgetUsd * NANO), unit: 'usd' };
  if (config.budgetTokens > 0) return { limit: config.budgetTokens, unit: 'tokens' };
  return { limit: 0, unit: 'tokens' };
}

export function createQuotaGate({ config, store, keyPrefix, trustProxyHops, events = {}, log, verifyChallenge, persist, now = () => new Date() }: QuotaGateOptions): QuotaGate {
  const budget = budgetUnits(config);
  if (config.budgetUsd > 0 && config.modelPrices.size === 0) {
    log.warn('DAILY_BUDGET_USD is set but MODEL_PRICES is empty: spend cannot be priced, so the dollar budget is not enforced.');
  }
  const key = (day: string, name: string) => `${keyPrefix}:${day}:${name}`;
  // Counters outlive their day by an hour, so a request finishing just after midnight still finds its key.
  const ttl = (at: Date) => secondsUntilReset(at) + 3600;

  function reject(c: Context, status: 403 | 429 | 503, code: RejectionCode, message: string, retryAfter?: number, quota?: 'generations' | 'output_tokens' | 'images') {
    events.onQuotaRejected?.({ code, ...(quota ? { quota } : {}) });
    if (retryAfter !== undefined) addHeader(c, 'Retry-After', String(retryAfter));
    return { ok: false as const, response: apiError(c, status, code, message) };
  }

  function setHeaders(c: Context, limit: number, used: number, at: Date) {
    if (limit <= 0) return;
    addHeaders(c, {
      'X-Quota-Limit': String(limit),
      'X-Quota-Remaining': String(Math.max(0, limit - used)),
      'X-Quota-Reset': String(secondsUntilReset(at)),
      'X-Quota-Reset-At': nextUtcMidnight(at).toISOString(),
    });
  }

  const pendingUsage = new Set<Promise<void>>();

  async function record(day: string, visitor: string, at: Date, request: AdmitRequest, usage: TokenUsage, images: number) {
    const price = config.modelPrices.get(request.model);
    const spent = costUsd(usage, price);
    const usageRecord: UsageRecord = { day, kind: request.kind, tool: request.tool, model: request.model, requests: request.count ?? 1, usage, images, costUsd: spent };
    events.onUsage?.(usageRecord);
    if (persist) {
      const stored = persist(usageRecord).catch((error: Error) => log.warn({ err: error.message }, 'usage: could not store usage'));
      pendingUsage.add(stored);
      void stored.finally(() => pendingUsage.delete(stored));
    }
    if (config.outputTokensPerDay > 0 && usage.outputTokens > 0) await store.add(key(day, `out:${visitor}`), usage.outputTokens, ttl(at));
    if (budget.limit > 0) {
      const amount = budget.unit === 'usd' ? Math.round(spent * NANO) : usage.inputTokens + usage.outputTokens;
      const total = await store.add(key(day, 'budget'), amount, ttl(at));
      const before = total - amount;
      // Each add is atomic, so exactly one request (on one instance) sees the crossing and warns.
      if (before < budget.limit * BUDGET_WARN_SHARE && total >= budget.limit * BUDGET_WARN_SHARE) {
        log.warn(`${Math.round((total / budget.limit) * 100)} % of today's budget used (${budget.unit === 'usd' ? `$${(total / NANO).toFixed(2)} of $${config.budgetUsd}` : `${total} of ${budget.limit} tokens`}); new generations stop at 100 % until midnight UTC.`);
      }
      events.onBudgetShare?.(total / budget.limit);
    }
  }

  /**
   * After CHALLENGE_AFTER generations today, a visitor without a recent pass must
   * send a Turnstile token (header X-Turnstile-Token). Verified on the server,
   * once per token, failing closed; a pass lasts CHALLENGE_TTL.
   */
  async function checkChallenge(c: Context, day: string, visitor: string): Promise<Admission | null> {
    const passKey = `${keyPrefix}:pass:${visitor}`;
    if ((await store.get(key(day, `gen:${visitor}`))) < config.challengeAfter || (await store.get(passKey)) > 0) return null;
    const token = requestHeader(c, 'x-turnstile-token')?.trim();
    if (!token) return reject(c, 403, 'challenge_required', visitorMessage('challengeRequired'));
    const verdict = await verifyChallenge?.(token, visitor);
    if (!verdict?.ok) return reject(c, 403, 'challenge_failed', visitorMessage('challengeFailed'));
    await store.add(passKey, 1, config.challengeTtlSeconds);
    return null;
  }

  // Whether any rule needs the visitor's counters: with none (every daily limit 0, no challenge, no stream
  // slots) a request counts nothing per visitor, and its address is not even looked up.
  const challenging = config.challengeAfter > 0 && verifyChallenge !== undefined;
  const perVisitor = challenging || config.maxConcurrentStreams > 0 || config.generationsPerDay > 0 || config.imagesPerDay > 0 || config.outputTokensPerDay > 0;

  async function admit(c: Context, request: AdmitRequest): Promise<Admission> {
    const at = now();
    const day = utcDay(at);
    const image = request.kind === 'image';
    const visitor = perVisitor ? clientIp(c, trustProxyHops) : '';
    const count = request.count ?? 1;

    if (budget.limit > 0 && (await store.get(key(day, 'budget'))) >= budget.limit) {
      return reject(c, 503, 'budget_exhausted', visitorMessage('budgetExhausted', { reset: describeReset(at) }), secondsUntilReset(at));
    }
    if (challenging) {
      const challenge = await checkChallenge(c, day, visitor);
      if (challenge) return challenge;
    }
    if (!image && config.outputTokensPerDay > 0 && (await store.get(key(day, `out:${visitor}`))) >= config.outputTokensPerDay) {
      setHeaders(c, config.generationsPerDay, config.generationsPerDay, at);
      return reject(c, 429, 'daily_quota', visitorMessage('dailyOutputTokens', { tokens: config.outputTokensPerDay.toLocaleString('en'), reset: describeReset(at) }), secondsUntilReset(at), 'output_tokens');
    }

    // The ticket keeps the slot for as long as its stream runs: nothing when there are no slots.
    const slot = config.maxConcurrentStreams > 0 ? { key: `${keyPrefix}:slots:${visitor}`, id: randomUUID() } : null;
    if (slot && !(await store.acquireSlot(slot.key, slot.id, config.maxConcurrentStreams, SLOT_TTL_MS))) {
      return reject(c, 429, 'too_many_streams', visitorMessage('tooManyStreams', { max: config.maxConcurrentStreams }), 5);
    }
    const release = () => (slot ? store.releaseSlot(slot.key, slot.id).catch(() => undefined) : Promise.resolve());

    // Today's count of the visitor's generations (or images): its limit, and the challenge, read it.
    const limit = image ? config.imagesPerDay : config.generationsPerDay;
    if (limit > 0 || (challenging && !image)) {
      const counted = await store.consume(key(day, `${image ? 'img' : 'gen'}:${visitor}`), count, limit, ttl(at));
      setHeaders(c, limit, counted.value, at);
      if (!counted.ok) {
        await release();
        return reject(c, 429, 'daily_quota', visitorMessage(image ? 'dailyImages' : 'dailyGenerations', { limit, reset: describeReset(at) }), secondsUntilReset(at), image ? 'images' : 'generations');
      }
    }

    let finished = false;
    return {
      ok: true,
      ticket: {
        finish: async (usage, images = 0) => {
          if (finished) return;
          finished = true;
          await Promise.all([release(), record(day, visitor, at, request, usage, images).catch((error: Error) => log.warn({ err: error.message }, 'quota: could not record usage'))]);
        },
      },
    };
  }

  return {
    admit,
    publicLimits: () => ({
      generationsPerDay: config.generationsPerDay,
      imagesPerDay: config.imagesPerDay,
      outputTokensPerDay: config.outputTokensPerDay,
      maxConcurrentStreams: config.maxConcurrentStreams,
      resetsAt: 'midnight UTC',
    }),
    flushUsage: async () => void (await Promise.all(pendingUsage)),
  };
}
