export interface AiProviderConfig {
  /** OpenAI-compatible base URL, e.g. https://api.mistral.ai/v1 (requests go to {baseUrl}/chat/completions). */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Model for the editor's Improve Text (AI_EDITOR_MODEL, default the main model). */
  editorModel: string;
  /** Model for the editor's selection actions (AI_SELECTION_MODEL, default the main model). */
  selectionModel: string;
  /** Longest wait for progress: before the first token or between two chunks. */
  timeoutMs: number;
}

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
  /** How many reverse proxies sit in front: the client IP is taken from X-Forwarded-For only when above 0. */
  trustProxyHops: number;
}

import { TURNSTILE_VERIFY_URL, type CaptchaConfig } from './captcha/turnstile.ts';
import { parseGooglePairs, type GooglePair } from './search/google-cse.ts';

export const GOOGLE_CSE_URL = 'https://www.googleapis.com/customsearch/v1';
export const SERPAPI_URL = 'https://serpapi.com/search.json';
export interface ImageProviderConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Provider size for each aspect ratio (IMAGE_SIZES: square,portrait,landscape). */
  sizes: { square: string; portrait: string; landscape: string };
}

function imageConfig(env: NodeJS.ProcessEnv): ImageProviderConfig | null {
  const baseUrl = env.IMAGE_BASE_URL?.trim().replace(/\/+$/, '');
  if (!baseUrl) return null;
  if (!/^https?:\/\/\S+$/.test(baseUrl)) throw new Error(`IMAGE_BASE_URL must be an http(s) URL, got "${env.IMAGE_BASE_URL}"`);
  const sizes = (env.IMAGE_SIZES || '1024x1024,1024x1536,1536x1024').split(',').map((s) => s.trim());
  const [square, portrait, landscape] = sizes;
  if (sizes.length !== 3 || !square || !portrait || !landscape || !sizes.every((s) => /^\d+x\d+$/.test(s))) {
    throw new Error('IMAGE_SIZES must be three WIDTHxHEIGHT sizes: square,portrait,landscape');
  }
  return {
    baseUrl,
    apiKey: env.IMAGE_API_KEY || undefined,
    model: env.IMAGE_MODEL || 'gpt-image-1',
    timeoutMs: int(env, 'IMAGE_TIMEOUT_MS', 120_000, 1000, 600_000),
    sizes: { square, portrait, landscape },
  };
}

export const DEFAULT_AI_MODEL = 'mistralai/Mistral-Small-24B-Instruct-2501';
export const DEFAULT_AI_TIMEOUT_MS = 30_000;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function trustProxy(raw: string | undefined): number {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUST_PROXY must be true, false or a number of proxies (0-10), got "${raw}"`);
  return hops;
}

export interface SiteContactConfig {
  /** Null when unset: pages point to the contact form instead of a made-up address. */
  supportEmail: string | null;
  /** https URL of the site's social profile; null hides the link. */
  socialUrl: string | null;
}

function siteContact(env: NodeJS.ProcessEnv): SiteContactConfig {
  const email = env.SITE_SUPPORT_EMAIL?.trim() || null;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`SITE_SUPPORT_EMAIL must be an email address, got "${email}"`);
  const social = env.SITE_SOCIAL_URL?.trim() || null;
  if (social && !/^https:\/\/\S+$/.test(social)) throw new Error(`SITE_SOCIAL_URL must be an https:// URL, got "${social}"`);
  return { supportEmail: email, socialUrl: social };
}

function searchConfig(env: NodeJS.ProcessEnv): SearchConfig | null {
  const provider = env.SEARCH_PROVIDER?.trim();
  if (!provider) return null;
  if (provider === 'google-cse') {
    const pairs = parseGooglePairs(env.SEARCH_GOOGLE_PAIRS ?? '');
    if (pairs.length === 0) throw new Error('SEARCH_PROVIDER=google-cse needs SEARCH_GOOGLE_PAIRS (key:engineId,…)');
    return { provider, pairs, baseUrl: env.SEARCH_GOOGLE_BASE_URL || GOOGLE_CSE_URL };
  }
  if (provider === 'serpapi') {
    if (!env.SERPAPI_KEY) throw new Error('SEARCH_PROVIDER=serpapi needs SERPAPI_KEY');
    return { provider, apiKey: env.SERPAPI_KEY, baseUrl: env.SERPAPI_BASE_URL || SERPAPI_URL };
  }
  throw new Error(`SEARCH_PROVIDER must be google-cse or serpapi, got "${provider}"`);
}

/** Reads the server's settings from the environment; a bad value stops start-up with the variable named. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const baseUrl = env.AI_BASE_URL?.trim().replace(/\/+$/, '');
  if (baseUrl && !/^https?:\/\/\S+$/.test(baseUrl)) throw new Error(`AI_BASE_URL must be an http(s) URL, got "${env.AI_BASE_URL}"`);
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    ai: baseUrl
      ? {
          baseUrl,
          apiKey: env.AI_API_KEY || undefined,
          model: env.AI_MODEL || DEFAULT_AI_MODEL,
          editorModel: env.AI_EDITOR_MODEL || env.AI_MODEL || DEFAULT_AI_MODEL,
          selectionModel: env.AI_SELECTION_MODEL || env.AI_MODEL || DEFAULT_AI_MODEL,
          timeoutMs: int(env, 'AI_TIMEOUT_MS', DEFAULT_AI_TIMEOUT_MS, 1000, 600_000),
        }
      : null,
    captcha:
      env.CAPTCHA_SITE_KEY && env.CAPTCHA_SECRET
        ? { siteKey: env.CAPTCHA_SITE_KEY, secret: env.CAPTCHA_SECRET, verifyUrl: env.CAPTCHA_VERIFY_URL || TURNSTILE_VERIFY_URL, timeoutMs: 5000 }
        : null,
    search: searchConfig(env),
    site: siteContact(env),
    images: imageConfig(env),
    supabase: env.SUPABASE_URL && env.SUPABASE_ANON_KEY ? { url: env.SUPABASE_URL.replace(/\/+$/, ''), anonKey: env.SUPABASE_ANON_KEY } : null,
    searchCacheTtlSeconds: int(env, 'SEARCH_CACHE_TTL_SECONDS', 86_400, 0, 30 * 86_400),
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    formsWebhookUrl: env.FORMS_WEBHOOK_URL || undefined,
    formsPerHour: int(env, 'FORMS_PER_HOUR', 10, 1, 100_000),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 30, 1, 100_000),
    redisUrl: env.REDIS_URL || undefined,
    trustProxyHops: trustProxy(env.TRUST_PROXY),
  };
}
