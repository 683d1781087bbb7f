import type { CheckedEnv } from '../ops/env-schema.ts';

/** MODERATION_*: the OpenAI-compatible moderation endpoint and what the gateway does with its verdicts. */
export interface ModerationConfig {
  /** Without a trailing slash; the gateway POSTs to `{baseUrl}/moderations`. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The answer is checked every this many characters and at its end. */
  outputChars: number;
  /** Blocks per visitor within STRIKE_WINDOW_MS after which the visitor is refused. */
  strikes: number;
  /** What a moderation endpoint that does not answer means: refuse (closed) or let through (open). */
  fail: 'open' | 'closed';
  timeoutMs: number;
}

/** ALERT_*: where operator alerts go and when they fire. */
export interface AlertConfig {
  webhookUrl: string;
  /** Share of failed generations (0..1) over 5 minutes above which the error-rate alert fires. */
  errorRate: number;
  /** Moderation blocks in a UTC day (all instances) at which the moderation alert fires. */
  moderationBlocks: number;
}

export function moderationConfig(v: CheckedEnv): ModerationConfig | null {
  if (!v.MODERATION_BASE_URL) return null;
  return {
    baseUrl: v.MODERATION_BASE_URL.replace(/\/+$/, ''),
    apiKey: v.MODERATION_API_KEY,
    model: v.MODERATION_MODEL ?? 'omni-moderation-latest',
    outputChars: v.MODERATION_OUTPUT_CHARS ?? 600,
    strikes: v.MODERATION_STRIKES ?? 3,
    fail: v.MODERATION_FAIL ?? 'closed',
    timeoutMs: v.MODERATION_TIMEOUT_MS ?? 3000,
  };
}

export function alertConfig(v: CheckedEnv): AlertConfig | null {
  if (!v.ALERT_WEBHOOK_URL) return null;
  return { webhookUrl: v.ALERT_WEBHOOK_URL, errorRate: (v.ALERT_ERROR_RATE ?? 20) / 100, moderationBlocks: v.ALERT_MODERATION_BLOCKS ?? 20 };
}
