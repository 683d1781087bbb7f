export interface AiProviderConfig {
  /** OpenAI-compatible base URL, e.g. https://api.mistral.ai/v1 (requests go to {baseUrl}/chat/completions). */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The model of each tier (AI_MODEL_FAST, AI_MODEL, AI_MODEL_REASONING; the fallback's AI_FALLBACK_MODEL_*), each defaulting to `model`. */
  tierModels?: TierModels;
  /** Model for the editor's Improve Text (AI_EDITOR_MODEL, default the main model). */
  editorModel: string;
  /** Model for the editor's selection actions (AI_SELECTION_MODEL, default the main model). */
  selectionModel: string;
  /** Longest wait for progress (answer or reasoning): before the first token or between two chunks. */
  timeoutMs: number;
  /** Longest wait for the first answer text, however long the model reasons (AI_FIRST_ANSWER_TIMEOUT_MS, default 180 s). */
  firstAnswerTimeoutMs?: number;
  /** Whether the model's reasoning is streamed to the browser (REASONING_DISPLAY, default collapsed). */
  reasoningDisplay?: ReasoningDisplay;
}

/** collapsed: reasoning events go to the browser, which shows them folded under the answer; hidden: never sent. */
export type ReasoningDisplay = 'hidden' | 'collapsed';

export type SearchConfig =
  | { provider: 'google-cse'; pairs: GooglePair[]; baseUrl: string }
  | { provider: 'serpapi'; apiKey: string; baseUrl: string };

export interface ServerConfig {
  /** Null unless both CAPTCHA_SITE_KEY and CAPTCHA_SECRET are set: the title search then says what to configure. */
  captcha: CaptchaConfig | null;
  /** OpenAI-compatible image generation (IMAGE_BASE_URL, IMAGE_API_KEY, IMAGE_MODEL); null: the image tools say what to set. */
  images: ImageProviderConfig | null;
  /** Public Supabase settings for likes (SUPABASE_URL, SUPABASE_ANON_KEY); null hides the like UI. */
  supabase: { url: string; anonKey: string } | null;
  /** Public contact settings shown by the contact page, the FAQ and the footer (SITE_SUPPORT_EMAIL, SITE_SOCIAL_URL); read at run time so one build serves any deployment. */
  site: SiteContactConfig;
  /** Null when SEARCH_PROVIDER is unset. */
  search: SearchConfig | null;
  /** How long title-search results are cached per provider and keyword (SEARCH_CACHE_TTL_SECONDS). */
  searchCacheTtlSeconds: number;
  port: number;
  host: string;
  /** Null when AI_BASE_URL is not set: tools answer 'not configured'. */
  ai: AiProviderConfig | null;
  /** Embedded PGlite lives under DATA_DIR/pglite when DATABASE_URL is not set. */
  dataDir: string;
  /** PostgreSQL connection string (DATABASE_URL); PGlite when absent. */
  databaseUrl: string | undefined;
  /** Each new form submission is also POSTed here (FORMS_WEBHOOK_URL), with retries. */
  formsWebhookUrl: string | undefined;
  /** Form submissions per hour per client IP (FORMS_PER_HOUR). */
  formsPerHour: number;
  /** Requests per minute per client IP on /api/* (health and config excluded). */
  rateLimitPerMinute: number;
  /** Redis URL for shared rate limits across instances; memory when unset. */
  redisUrl: string | undefined;
  /** Prefix of every key this site writes to Redis (REDIS_KEY_PREFIX), so several sites can share one Redis. */
  redisKeyPrefix: string;
  /** What a slow or absent Redis means (REDIS_COMMAND_TIMEOUT_MS, REDIS_EXPECTED_INSTANCES, REDIS_REQUIRED; docs/redis.md). */
  redisOutage: { commandTimeoutMs: number; expectedInstances: number; required: boolean };
  /** How many reverse proxies sit in front: the client IP is taken from X-Forwarded-For only when above 0. */
  trustProxyHops: number;
  /** Origins allowed besides the site's own (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Host names served (ALLOWED_HOSTS; in production SITE_URL's host by default); empty serves any host. */
  allowedHosts: string[];
  /** MAX_JSON_DEPTH and BODY_TIMEOUT_MS. */
  inputLimits: InputLimits;
  /** Strict-Transport-Security max-age (HSTS_MAX_AGE); 0 sends no header. */
  hstsMaxAgeSeconds: number;
  /** SERVICE_WORKER=off: /sw.js removes the worker and its caches instead (docs/installable-app.md). Absent means on. */
  serviceWorker?: boolean;
  /** Second OpenAI-compatible provider (AI_FALLBACK_*); null when AI_FALLBACK_BASE_URL is unset. */
  aiFallback: AiProviderConfig | null;
  /** Bearer token of the admin endpoint (ADMIN_TOKEN); the endpoint is off without it. */
  adminToken: string | undefined;
  /** ADMIN_RETENTION_DAYS: how long the console's outcome rows are kept. */
  adminRetentionDays: number;
  /** How long a console session lasts (ADMIN_SESSION_HOURS, default 12). */
  adminSessionHours: number;
  /** GitHub logins (lower case) allowed into the console through Supabase (ADMIN_GITHUB_LOGINS); empty: token only. */
  adminGithubLogins: string[];
  /** pino level (LOG_LEVEL). */
  logLevel: LogLevel;
  /** json (default) or pretty (LOG_FORMAT; pretty is the default when NODE_ENV=development). */
  logFormat: 'json' | 'pretty';
  /** Bearer token that turns GET /metrics on (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** Serves /metrics on its own listener instead (METRICS_PORT), without a token. */
  metricsPort: number | undefined;
  /** How long in-flight streams may run on after SIGTERM/SIGINT (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Fair use and cost control: daily quotas, budget, output and concurrency caps, challenge. */
  quota: QuotaConfig;
  /** Content safety (MODERATION_*); null without MODERATION_BASE_URL. */
  moderation: ModerationConfig | null;
  /** Operator alerts (ALERT_*); null without ALERT_WEBHOOK_URL. */
  alerts: AlertConfig | null;
}

/** Every limit is per visitor (client IP) and per UTC day unless said otherwise; 0 turns a limit off. */
export interface QuotaConfig {
  /** DAILY_GENERATIONS_PER_VISITOR: text generations and editor actions (default 50). */
  generationsPerDay: number;
  /** DAILY_OUTPUT_TOKENS_PER_VISITOR (default 100,000). */
  outputTokensPerDay: number;
  /** DAILY_IMAGES_PER_VISITOR (default 10). */
  imagesPerDay: number;
  /** DAILY_BUDGET_USD: all visitors together; 0 = none. Needs MODEL_PRICES. */
  budgetUsd: number;
  /** DAILY_BUDGET_TOKENS: input + output tokens of all visitors together, for operators without prices; 0 = none. */
  budgetTokens: number;
  /** MODEL_PRICES: dollars per million input and output tokens, per model. */
  modelPrices: ModelPrices;
  /** MAX_OUTPUT_TOKENS: no request asks the provider for more (default 4096). */
  maxOutputTokens: number;
  /** MAX_CONCURRENT_STREAMS_PER_VISITOR (default 2). */
  maxConcurrentStreams: number;
  /** CHALLENGE_AFTER: generations in a day after which Turnstile is required; 0 = never (default). */
  challengeAfter: number;
  /** CHALLENGE_TTL: seconds a passed challenge lasts (default 3600). */
  challengeTtlSeconds: number;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

import { TURNSTILE_VERIFY_URL, type CaptchaConfig } from './captcha/turnstile.ts';
import { checkEnv, describeProblem, ENV_SCHEMA, type CheckedEnv, type EnvName, type EnvProblem } from './ops/env-schema.ts';
import { DEFAULT_BODY_TIMEOUT_MS, DEFAULT_MAX_JSON_DEPTH, type InputLimits } from './http/input-limits.ts';
import { parseGooglePairs, type GooglePair } from './search/google-cse.ts';
import { parseModelPrices, type ModelPrices } from '../engine/usage/model-prices.ts';
import { tierModels, type TierModels } from '../engine/providers/model-tier.ts';
import { alertConfig, moderationConfig, type AlertConfig, type ModerationConfig } from './safety/safety-config.ts';

export const GOOGLE_CSE_URL = 'https://www.googleapis.com/customsearch/v1';
export const SERPAPI_URL = 'https://serpapi.com/search.json';
export interface ImageProviderConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Provider size for each aspect ratio (IMAGE_SIZES: square,portrait,landscape). */
  sizes: { square: string; portrait: string; landscape: string };
  /** Second provider (IMAGE_FALLBACK_*) that takes over when this one fails; null when IMAGE_FALLBACK_BASE_URL is unset. */
  fallback: { baseUrl: string; apiKey: string | undefined; model: string } | null;
}

export const DEFAULT_AI_MODEL = 'mistralai/Mistral-Small-24B-Instruct-2501';
export const DEFAULT_AI_TIMEOUT_MS = 30_000;
export const DEFAULT_AI_FIRST_ANSWER_TIMEOUT_MS = 180_000;
export const DEFAULT_SHUTDOWN_GRACE_MS = 30_000;

/** Start-up stops with this: every wrong variable, each named with a good example. */
export class ConfigError extends Error {
  constructor(readonly problems: EnvProblem[]) {
    super(`Configuration has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${describeProblem(p)}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const trimUrl = (url: string) => url.replace(/\/+$/, '');

function problem(name: EnvName, text: string): EnvProblem {
  return { name, problem: text, example: ENV_SCHEMA[name].example };
}

function searchConfig(v: CheckedEnv, problems: EnvProblem[]): SearchConfig | null {
  if (v.SEARCH_PROVIDER === 'google-cse') {
    let pairs: GooglePair[] = [];
    try {
      pairs = parseGooglePairs(v.SEARCH_GOOGLE_PAIRS ?? '');
    } catch (error) {
      problems.push(problem('SEARCH_GOOGLE_PAIRS', (error as Error).message.replace(/^SEARCH_GOOGLE_PAIRS /, '')));
      return null;
    }
    if (pairs.length === 0) problems.push(problem('SEARCH_GOOGLE_PAIRS', 'is needed when SEARCH_PROVIDER=google-cse'));
    return { provider: 'google-cse', pairs, baseUrl: v.SEARCH_GOOGLE_BASE_URL ?? GOOGLE_CSE_URL };
  }
  if (v.SEARCH_PROVIDER === 'serpapi') {
    if (!v.SERPAPI_KEY) problems.push(problem('SERPAPI_KEY', 'is needed when SEARCH_PROVIDER=serpapi'));
    return { provider: 'serpapi', apiKey: v.SERPAPI_KEY ?? '', baseUrl: v.SERPAPI_BASE_URL ?? SERPAPI_URL };
  }
  return null;
}

function imageConfig(v: CheckedEnv): ImageProviderConfig | null {
  if (!v.IMAGE_BASE_URL) return null;
  const [square = '', portrait = '', landscape = ''] = (v.IMAGE_SIZES ?? '1024x1024,1024x1536,1536x1024').split(',').map((s) => s.trim());
  return {
    baseUrl: trimUrl(v.IMAGE_BASE_URL),
    apiKey: v.IMAGE_API_KEY,
    model: v.IMAGE_MODEL ?? 'gpt-image-1',
    timeoutMs: v.IMAGE_TIMEOUT_MS ?? 120_000,
    sizes: { square, portrait, landscape },
    fallback: v.IMAGE_FALLBACK_BASE_URL ? { baseUrl: trimUrl(v.IMAGE_FALLBACK_BASE_URL), apiKey: v.IMAGE_FALLBACK_API_KEY, model: v.IMAGE_FALLBACK_MODEL ?? v.IMAGE_MODEL ?? 'gpt-image-1' } : null,
  };
}

function aiConfig(v: CheckedEnv): AiProviderConfig | null {
  if (!v.AI_BASE_URL) return null;
  const model = v.AI_MODEL ?? DEFAULT_AI_MODEL;
  return {
    baseUrl: trimUrl(v.AI_BASE_URL),
    apiKey: v.AI_API_KEY,
    model,
    tierModels: tierModels(model, v.AI_MODEL_FAST, v.AI_MODEL_REASONING),
    editorModel: v.AI_EDITOR_MODEL ?? model,
    selectionModel: v.AI_SELECTION_MODEL ?? model,
    timeoutMs: v.AI_TIMEOUT_MS ?? DEFAULT_AI_TIMEOUT_MS,
    firstAnswerTimeoutMs: v.AI_FIRST_ANSWER_TIMEOUT_MS ?? DEFAULT_AI_FIRST_ANSWER_TIMEOUT_MS,
    reasoningDisplay: v.REASONING_DISPLAY ?? 'collapsed',
  };
}

function aiFallbackConfig(v: CheckedEnv, main: AiProviderConfig | null, problems: EnvProblem[]): AiProviderConfig | null {
  if (!v.AI_FALLBACK_BASE_URL) return null;
  // The fallback only stands in for a configured primary provider.
  if (!main) problems.push(problem('AI_BASE_URL', 'is needed when AI_FALLBACK_BASE_URL is set'));
  const model = v.AI_FALLBACK_MODEL ?? main?.model ?? DEFAULT_AI_MODEL;
  return {
    baseUrl: trimUrl(v.AI_FALLBACK_BASE_URL),
    apiKey: v.AI_FALLBACK_API_KEY,
    model,
    tierModels: tierModels(model, v.AI_FALLBACK_MODEL_FAST, v.AI_FALLBACK_MODEL_REASONING),
    editorModel: model,
    selectionModel: model,
    timeoutMs: main?.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
    firstAnswerTimeoutMs: main?.firstAnswerTimeoutMs ?? DEFAULT_AI_FIRST_ANSWER_TIMEOUT_MS,
    reasoningDisplay: main?.reasoningDisplay ?? 'collapsed',
  };
}

function quotaConfig(v: CheckedEnv, problems: EnvProblem[]): QuotaConfig {
  // Failing closed: a challenge that cannot be verified must not silently turn into no challenge.
  if ((v.CHALLENGE_AFTER ?? 0) > 0 && !(v.CAPTCHA_SITE_KEY && v.CAPTCHA_SECRET)) problems.push(problem('CHALLENGE_AFTER', 'needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET (Cloudflare Turnstile), or leave it unset'));
  let modelPrices: ModelPrices = new Map();
  try {
    modelPrices = parseModelPrices(v.MODEL_PRICES);
  } catch (error) {
    problems.push(problem('MODEL_PRICES', (error as Error).message.replace(/^MODEL_PRICES /, '')));
  }
  return {
    generationsPerDay: v.DAILY_GENERATIONS_PER_VISITOR ?? 50,
    outputTokensPerDay: v.DAILY_OUTPUT_TOKENS_PER_VISITOR ?? 100_000,
    imagesPerDay: v.DAILY_IMAGES_PER_VISITOR ?? 10,
    budgetUsd: Number(v.DAILY_BUDGET_USD ?? 0),
    budgetTokens: v.DAILY_BUDGET_TOKENS ?? 0,
    modelPrices,
    maxOutputTokens: v.MAX_OUTPUT_TOKENS ?? 4096,
    maxConcurrentStreams: v.MAX_CONCURRENT_STREAMS_PER_VISITOR ?? 2,
    challengeAfter: v.CHALLENGE_AFTER ?? 0,
    challengeTtlSeconds: v.CHALLENGE_TTL ?? 3600,
  };
}

export interface SiteContactConfig {
  /** Null when unset: pages point to the contact form instead of a made-up address. */
  supportEmail: string | null;
  /** https URL of the site's social profile; null hides the link. */
  socialUrl: string | null;
}

/** Public contact settings, read at run time (served by /api/config), not baked into the build. */
function siteContact(v: CheckedEnv, problems: EnvProblem[]): SiteContactConfig {
  const email = v.SITE_SUPPORT_EMAIL?.trim() || null;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push(problem('SITE_SUPPORT_EMAIL', 'must be an email address'));
  const social = v.SITE_SOCIAL_URL?.trim() || null;
  if (social && !/^https:\/\/\S+$/.test(social)) problems.push(problem('SITE_SOCIAL_URL', 'must be an https:// URL'));
  return { supportEmail: email, socialUrl: social };
}

/** ALLOWED_HOSTS as a list ('*': none, any host served); unset, SITE_URL's host in production and any host elsewhere. */
function allowedHosts(raw: string | undefined, env: NodeJS.ProcessEnv): string[] {
  if (raw !== undefined) return raw.trim() === '*' ? [] : raw.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  if (env.NODE_ENV !== 'production' || !env.SITE_URL) return [];
  try {
    return [new URL(env.SITE_URL.trim()).host.toLowerCase()];
  } catch {
    return [];
  }
}

/** ADMIN_GITHUB_LOGINS, lower case; it needs the console and Supabase to mean anything. */
function adminGithubLogins(v: CheckedEnv, problems: EnvProblem[]): string[] {
  const logins = (v.ADMIN_GITHUB_LOGINS ?? '').split(',').map((l) => l.trim().toLowerCase()).filter(Boolean);
  if (logins.length > 0 && !(v.ADMIN_TOKEN && v.SUPABASE_URL && v.SUPABASE_ANON_KEY)) problems.push(problem('ADMIN_GITHUB_LOGINS', 'needs ADMIN_TOKEN, SUPABASE_URL and SUPABASE_ANON_KEY (the console and the GitHub sign-in of likes), or leave it unset'));
  return logins;
}

function trustProxy(raw: string | undefined): number {
  if (raw === undefined || raw === 'false') return 0;
  if (raw === 'true') return 1;
  return Number(raw);
}

/**
 * Reads the server's settings from the environment, checked against the
 * schema in ops/env-schema.ts. Throws ConfigError listing every wrong
 * variable at once; main.ts prints it and exits with code 1.
 */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const { values: v, problems } = checkEnv(env);
  const ai = aiConfig(v);
  const config: ServerConfig = {
    port: v.PORT ?? 3000,
    host: v.HOST ?? '0.0.0.0',
    ai,
    aiFallback: aiFallbackConfig(v, ai, problems),
    captcha: v.CAPTCHA_SITE_KEY && v.CAPTCHA_SECRET ? { siteKey: v.CAPTCHA_SITE_KEY, secret: v.CAPTCHA_SECRET, verifyUrl: v.CAPTCHA_VERIFY_URL ?? TURNSTILE_VERIFY_URL, timeoutMs: 5000 } : null,
    search: searchConfig(v, problems),
    images: imageConfig(v),
    supabase: v.SUPABASE_URL && v.SUPABASE_ANON_KEY ? { url: trimUrl(v.SUPABASE_URL), anonKey: v.SUPABASE_ANON_KEY } : null,
    searchCacheTtlSeconds: v.SEARCH_CACHE_TTL_SECONDS ?? 86_400,
    dataDir: v.DATA_DIR ?? './data',
    databaseUrl: v.DATABASE_URL,
    formsWebhookUrl: v.FORMS_WEBHOOK_URL,
    formsPerHour: v.FORMS_PER_HOUR ?? 10,
    rateLimitPerMinute: v.RATE_LIMIT_PER_MINUTE ?? 30,
    redisUrl: v.REDIS_URL,
    redisKeyPrefix: v.REDIS_KEY_PREFIX ?? 'aiwt:',
    redisOutage: { commandTimeoutMs: v.REDIS_COMMAND_TIMEOUT_MS ?? 250, expectedInstances: v.REDIS_EXPECTED_INSTANCES ?? 1, required: v.REDIS_REQUIRED === 'true' },
    trustProxyHops: trustProxy(v.TRUST_PROXY),
    allowedOrigins: (v.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean).map((o) => new URL(o).origin),
    allowedHosts: allowedHosts(v.ALLOWED_HOSTS, env),
    inputLimits: { maxJsonDepth: v.MAX_JSON_DEPTH ?? DEFAULT_MAX_JSON_DEPTH, bodyTimeoutMs: v.BODY_TIMEOUT_MS ?? DEFAULT_BODY_TIMEOUT_MS },
    hstsMaxAgeSeconds: v.HSTS_MAX_AGE ?? 0,
    serviceWorker: v.SERVICE_WORKER !== 'off',
    adminToken: v.ADMIN_TOKEN,
    adminRetentionDays: v.ADMIN_RETENTION_DAYS ?? 30,
    adminSessionHours: v.ADMIN_SESSION_HOURS ?? 12,
    adminGithubLogins: adminGithubLogins(v, problems),
    logLevel: v.LOG_LEVEL ?? 'info',
    logFormat: v.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    metricsToken: v.METRICS_TOKEN,
    metricsPort: v.METRICS_PORT,
    shutdownGraceMs: v.SHUTDOWN_GRACE_MS ?? DEFAULT_SHUTDOWN_GRACE_MS,
    quota: quotaConfig(v, problems),
    site: siteContact(v, problems),
    moderation: moderationConfig(v),
    alerts: alertConfig(v),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
