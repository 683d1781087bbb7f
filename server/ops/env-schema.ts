import { z } from 'zod';

/**
 * Every environment variable the site reads, with its check, an example of a
 * good value (shown when the value is wrong, and written to .env.example) and
 * whether it is secret (its value is never echoed back). server/config.ts
 * turns the checked values into ServerConfig; tests/server/config.test.ts keeps
 * .env.example in step with this table.
 */
export interface EnvVariable {
  schema: z.ZodType<unknown>;
  example: string;
  secret?: boolean;
  /** Read by the build (vite.config.ts), not by the gateway: listed so it is not reported as unknown. */
  buildTime?: boolean;
  /** What the variable does, for the generated configuration reference (docs/configuration.md). */
  description?: string;
  /** The value in force when the variable is unset, as the reference shows it (e.g. "30000", "AI_MODEL", "off"). */
  default?: string;
}

const httpUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL');
const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const text = z.string();

export const ENV_SCHEMA = {
  PORT: { schema: int(0, 65535), example: '3000' },
  HOST: { schema: text, example: '0.0.0.0' },
  AI_BASE_URL: { schema: httpUrl, example: 'https://api.mistral.ai/v1' },
  AI_API_KEY: { schema: text, example: 'sk-…', secret: true },
  AI_MODEL: { schema: text, example: 'mistral-small-latest' },
  AI_EDITOR_MODEL: { schema: text, example: 'gpt-4o-mini' },
  AI_SELECTION_MODEL: { schema: text, example: 'mistral-small-latest' },
  AI_TIMEOUT_MS: { schema: int(1000, 600_000), example: '30000' },
  AI_FALLBACK_BASE_URL: { schema: httpUrl, example: 'https://openrouter.ai/api/v1' },
  AI_FALLBACK_API_KEY: { schema: text, example: 'sk-…', secret: true },
  AI_FALLBACK_MODEL: { schema: text, example: 'mistralai/mistral-small-3.2-24b-instruct' },
  CAPTCHA_SITE_KEY: { schema: text, example: '0x4AAAAAAA…' },
  CAPTCHA_SECRET: { schema: text, example: '0x4AAAAAAA…', secret: true },
  CAPTCHA_VERIFY_URL: { schema: httpUrl, example: 'https://challenges.cloudflare.com/turnstile/v0/siteverify' },
  SEARCH_PROVIDER: { schema: z.enum(['google-cse', 'serpapi'], 'must be google-cse or serpapi'), example: 'serpapi' },
  SEARCH_GOOGLE_PAIRS: { schema: text, example: 'key1:engine1,key2:engine2', secret: true },
  SEARCH_GOOGLE_BASE_URL: { schema: httpUrl, example: 'https://www.googleapis.com/customsearch/v1' },
  SERPAPI_KEY: { schema: text, example: 'your-serpapi-key', secret: true },
  SERPAPI_BASE_URL: { schema: httpUrl, example: 'https://serpapi.com/search.json' },
  SEARCH_CACHE_TTL_SECONDS: { schema: int(0, 30 * 86_400), example: '86400' },
  IMAGE_BASE_URL: { schema: httpUrl, example: 'https://api.openai.com/v1' },
  IMAGE_API_KEY: { schema: text, example: 'sk-…', secret: true },
  IMAGE_MODEL: { schema: text, example: 'gpt-image-1' },
  IMAGE_SIZES: { schema: text.regex(/^\s*\d+x\d+\s*,\s*\d+x\d+\s*,\s*\d+x\d+\s*$/, 'must be three WIDTHxHEIGHT sizes: square,portrait,landscape'), example: '1024x1024,1024x1536,1536x1024' },
  IMAGE_TIMEOUT_MS: { schema: int(1000, 600_000), example: '120000' },
  IMAGE_FALLBACK_BASE_URL: { schema: httpUrl, example: 'https://api.together.xyz/v1', description: 'Second OpenAI-compatible image provider, asked when IMAGE_BASE_URL fails with a 429, a 5xx or a broken connection after its retries.', default: 'none' },
  IMAGE_FALLBACK_API_KEY: { schema: text, example: 'sk-…', secret: true, description: 'Bearer key of the fallback image provider.', default: 'none' },
  IMAGE_FALLBACK_MODEL: { schema: text, example: 'black-forest-labs/FLUX.1-schnell', description: 'Model asked of the fallback image provider.', default: 'IMAGE_MODEL' },
  SUPABASE_URL: { schema: httpUrl, example: 'https://your-project.supabase.co' },
  SUPABASE_ANON_KEY: { schema: text, example: 'eyJhbGciOi…' },
  DATA_DIR: { schema: text, example: './data' },
  DATABASE_URL: { schema: text.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL'), example: 'postgres://user:password@127.0.0.1:5432/ai_writing_tools', secret: true },
  FORMS_WEBHOOK_URL: { schema: httpUrl, example: 'https://hooks.example.com/forms', secret: true },
  FORMS_PER_HOUR: { schema: int(1, 100_000), example: '10' },
  RATE_LIMIT_PER_MINUTE: { schema: int(1, 100_000), example: '30' },
  REDIS_URL: { schema: text.regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'), example: 'redis://127.0.0.1:6379', secret: true },
  REDIS_KEY_PREFIX: { schema: text.regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or : . - _'), example: 'aiwt:' },
  TRUST_PROXY: { schema: text.regex(/^(true|false|10|\d)$/, 'must be true, false or a number of proxies (0-10)'), example: '1' },
  ALLOWED_ORIGINS: { schema: text.regex(/^\s*https?:\/\/[^\s,/]+\/?(\s*,\s*https?:\/\/[^\s,/]+\/?)*\s*$/, 'must be comma-separated origins (scheme://host[:port])'), example: 'https://www.example.com,https://example.com' },
  HSTS_MAX_AGE: { schema: int(0, 63_072_000), example: '31536000' },
  ADMIN_TOKEN: { schema: text.min(16, 'must be at least 16 characters'), example: 'a-long-random-string-of-32-chars', secret: true },
  LOG_LEVEL: { schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be fatal, error, warn, info, debug, trace or silent'), example: 'info' },
  LOG_FORMAT: { schema: z.enum(['json', 'pretty'], 'must be json or pretty'), example: 'json' },
  METRICS_TOKEN: { schema: text.min(16, 'must be at least 16 characters'), example: 'a-long-random-string-of-32-chars', secret: true },
  METRICS_PORT: { schema: int(1, 65535), example: '9464' },
  SHUTDOWN_GRACE_MS: { schema: int(0, 600_000), example: '30000' },
  DAILY_GENERATIONS_PER_VISITOR: { schema: int(0, 1_000_000), example: '50' },
  DAILY_OUTPUT_TOKENS_PER_VISITOR: { schema: int(0, 1_000_000_000), example: '100000' },
  DAILY_IMAGES_PER_VISITOR: { schema: int(0, 1_000_000), example: '10' },
  DAILY_BUDGET_USD: { schema: text.regex(/^\d+(\.\d+)?$/, 'must be a number of dollars, 0 or more'), example: '5' },
  DAILY_BUDGET_TOKENS: { schema: int(0, Number.MAX_SAFE_INTEGER), example: '2000000' },
  MODEL_PRICES: { schema: text, example: 'mistral-small-latest=0.1/0.3,gpt-4o-mini=0.15/0.6' },
  MAX_OUTPUT_TOKENS: { schema: int(1, 1_000_000), example: '4096' },
  MAX_CONCURRENT_STREAMS_PER_VISITOR: { schema: int(0, 1000), example: '2' },
  CHALLENGE_AFTER: { schema: int(0, 1_000_000), example: '20' },
  CHALLENGE_TTL: { schema: int(60, 30 * 86_400), example: '3600' },
  SITE_URL: { schema: text, example: 'http://localhost:3000', buildTime: true },
  SITE_SUPPORT_EMAIL: { schema: text, example: 'support@example.com' },
  SITE_SOCIAL_URL: { schema: text, example: 'https://twitter.com/yourhandle' },
} satisfies Record<string, EnvVariable>;

export type EnvName = keyof typeof ENV_SCHEMA;
export type CheckedEnv = { [K in EnvName]?: z.output<(typeof ENV_SCHEMA)[K]['schema']> };

/** Variables starting with these belong to this site: an unknown one is most likely a typo. */
export const ENV_PREFIXES = ['AI_', 'CAPTCHA_', 'SEARCH_', 'SERPAPI_', 'IMAGE_', 'SUPABASE_', 'FORMS_', 'RATE_LIMIT_', 'REDIS_', 'LOG_', 'METRICS_', 'SHUTDOWN_', 'SITE_', 'ADMIN_', 'HSTS_', 'ALLOWED_', 'TRUST_', 'DAILY_', 'MODEL_', 'MAX_', 'CHALLENGE_'];

/** One wrong value: the variable, what is wrong, and a value that would do. */
export interface EnvProblem {
  name: string;
  problem: string;
  example: string;
}

export function describeProblem({ name, problem, example }: EnvProblem): string {
  return `${name} ${problem} (for example ${name}=${example})`;
}

/** Checks every variable at once; empty strings count as unset. */
export function checkEnv(env: NodeJS.ProcessEnv): { values: CheckedEnv; problems: EnvProblem[]; unknown: string[] } {
  const values: Record<string, unknown> = {};
  const problems: EnvProblem[] = [];
  for (const [name, variable] of Object.entries(ENV_SCHEMA) as Array<[EnvName, EnvVariable]>) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    const result = variable.schema.safeParse(raw);
    if (result.success) values[name] = result.data;
    else {
      const got = variable.secret ? '' : `, got "${raw}"`;
      problems.push({ name, problem: `${result.error.issues[0]?.message ?? 'is invalid'}${got}`, example: variable.example });
    }
  }
  const unknown = Object.keys(env)
    .filter((name) => ENV_PREFIXES.some((p) => name.startsWith(p)) && !(name in ENV_SCHEMA))
    .sort();
  return { values: values as CheckedEnv, problems, unknown };
}
