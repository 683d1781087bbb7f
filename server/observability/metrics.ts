import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Every metric the gateway exports (docs/operations.md, Metrics). Names follow Prometheus conventions: base units, _total on counters. */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'route' | 'method' | 'status'>;
  httpDuration: Histogram<'route' | 'method'>;
  timeToFirstToken: Histogram<'tool'>;
  activeStreams: Gauge;
  generations: Counter<'tool' | 'outcome'>;
  inputTokens: Counter<'model'>;
  outputTokens: Counter<'model'>;
  upstreamErrors: Counter<'kind'>;
  rateLimitRejections: Counter<'limit'>;
  quotaRejections: Counter<'provider'>;
  captchaFailures: Counter<'reason'>;
  searchCacheHits: Counter;
  searchCacheMisses: Counter;
  webhookDeliveries: Counter;
  webhookFailures: Counter;
  usageTokens: Counter<'model' | 'tool' | 'direction'>;
  usageSpend: Counter<'model' | 'tool'>;
  visitorQuotaRejections: Counter<'code' | 'quota'>;
  budgetShare: Gauge;
  redisUp: Gauge;
  moderationBlocks: Counter<'stage'>;
  moderationUnavailable: Counter<'stage' | 'mode'>;
  moderationTemporaryBlocks: Counter;
  providerFallbacks: Counter<'kind'>;
  alertDeliveries: Counter<'alert' | 'result'>;
  toolsSwitchedOff: Counter<'tool'>;
}

const PREFIX = 'aiwt_';

/** A fresh registry (one per app, so tests never share counters), with Node's process metrics. */
export function createMetrics({ processMetrics = true }: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({ name: `${PREFIX}http_requests_total`, help: 'HTTP requests answered, by route pattern, method and status.', labelNames: ['route', 'method', 'status'], registers }),
    httpDuration: new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from request to the end of the response (for streams: to the end of the stream).',
      labelNames: ['route', 'method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers,
    }),
    timeToFirstToken: new Histogram({
      name: `${PREFIX}generation_time_to_first_token_seconds`,
      help: 'Time from the request to the first generated text sent to the visitor.',
      labelNames: ['tool'],
      buckets: [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30],
      registers,
    }),
    activeStreams: new Gauge({ name: `${PREFIX}generation_active_streams`, help: 'Generation streams open right now.', registers }),
    generations: new Counter({ name: `${PREFIX}generations_total`, help: 'Finished generations by tool and outcome (done, stopped, timeout, interrupted, or the error code).', labelNames: ['tool', 'outcome'], registers }),
    inputTokens: new Counter({ name: `${PREFIX}generation_input_tokens_total`, help: 'Prompt tokens sent, by model (from the provider usage, estimated at 4 characters a token when it sends none).', labelNames: ['model'], registers }),
    outputTokens: new Counter({ name: `${PREFIX}generation_output_tokens_total`, help: 'Completion tokens received, by model (provider usage, or estimated).', labelNames: ['model'], registers }),
    upstreamErrors: new Counter({ name: `${PREFIX}upstream_errors_total`, help: 'Failures of the AI, image or search provider, by kind.', labelNames: ['kind'], registers }),
    rateLimitRejections: new Counter({ name: `${PREFIX}rate_limit_rejections_total`, help: 'Requests refused with 429 by a per-IP limit (api or forms).', labelNames: ['limit'], registers }),
    quotaRejections: new Counter({ name: `${PREFIX}search_quota_rejections_total`, help: 'Title searches refused because every search key is out of quota.', labelNames: ['provider'], registers }),
    captchaFailures: new Counter({ name: `${PREFIX}captcha_failures_total`, help: 'Captcha tokens refused, by reason (rejected, duplicate, unavailable).', labelNames: ['reason'], registers }),
    searchCacheHits: new Counter({ name: `${PREFIX}search_cache_hits_total`, help: 'Keyword searches answered from the cache.', registers }),
    searchCacheMisses: new Counter({ name: `${PREFIX}search_cache_misses_total`, help: 'Keyword searches that went to the search provider.', registers }),
    webhookDeliveries: new Counter({ name: `${PREFIX}webhook_deliveries_total`, help: 'Form submissions delivered to FORMS_WEBHOOK_URL.', registers }),
    webhookFailures: new Counter({ name: `${PREFIX}webhook_delivery_failures_total`, help: 'Failed webhook delivery attempts (each is retried later).', registers }),
    // Cost control: what the quota module records (server/quota), by model and tool.
    usageTokens: new Counter({ name: `${PREFIX}usage_tokens_total`, help: 'Tokens recorded for quotas and the budget, by model, tool and direction (input, output).', labelNames: ['model', 'tool', 'direction'], registers }),
    usageSpend: new Counter({ name: `${PREFIX}usage_spend_usd_total`, help: 'Spend in US dollars from MODEL_PRICES, by model and tool.', labelNames: ['model', 'tool'], registers }),
    visitorQuotaRejections: new Counter({ name: `${PREFIX}visitor_quota_rejections_total`, help: 'Requests refused by the fair-use rules, by code (daily_quota, too_many_streams, budget_exhausted, challenge_required, challenge_failed) and quota.', labelNames: ['code', 'quota'], registers }),
    redisUp: new Gauge({ name: `${PREFIX}redis_up`, help: 'Whether Redis answers (1) or the breaker is open and each instance counts in memory (0); absent without REDIS_URL.', registers }),
    // Content safety (server/safety): counts only, never the text.
    moderationBlocks: new Counter({ name: `${PREFIX}moderation_blocks_total`, help: 'Requests (stage input) and answers (stage output) blocked by the moderation endpoint.', labelNames: ['stage'], registers }),
    moderationUnavailable: new Counter({ name: `${PREFIX}moderation_unavailable_total`, help: 'Moderation checks the endpoint did not answer, by stage and MODERATION_FAIL mode (closed: refused, open: let through unchecked).', labelNames: ['stage', 'mode'], registers }),
    moderationTemporaryBlocks: new Counter({ name: `${PREFIX}moderation_temporary_blocks_total`, help: 'Requests refused with 429 temporarily_blocked (the visitor reached MODERATION_STRIKES within 24 h).', registers }),
    providerFallbacks: new Counter({ name: `${PREFIX}provider_fallback_total`, help: 'Requests handed to the fallback provider (AI_FALLBACK_*, IMAGE_FALLBACK_*), by kind (text, images).', labelNames: ['kind'], registers }),
    toolsSwitchedOff: new Counter({ name: `${PREFIX}tool_switched_off_total`, help: 'Tools switched off at run time in the console, by tool.', labelNames: ['tool'], registers }),
    alertDeliveries: new Counter({ name: `${PREFIX}alert_deliveries_total`, help: 'Alert webhook POSTs (ALERT_WEBHOOK_URL), by alert and result (sent, failed).', labelNames: ['alert', 'result'], registers }),
    budgetShare: new Gauge({ name: `${PREFIX}daily_budget_used_ratio`, help: "Share of today's global budget used (1 = exhausted); 0 when no budget is set.", registers }),
  };
}
