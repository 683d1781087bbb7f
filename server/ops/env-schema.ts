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
  /** What the variable does, in Markdown, for the generated configuration reference (docs/configuration.md: npm run docs:config). */
  description: string;
  /** The value in force when the variable is unset, as the reference shows it (e.g. "30000", "AI_MODEL", "off", "unset"). */
  default: string;
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
  PORT: {
    schema: int(0, 65535), example: '3000',
    default: '3000',
    description: 'Port the gateway listens on.',
  },
  HOST: {
    schema: text, example: '0.0.0.0',
    default: '0.0.0.0',
    description: 'Interface the gateway listens on.',
  },
  AI_BASE_URL: {
    schema: httpUrl, example: 'https://api.mistral.ai/v1',
    default: 'unset',
    description: 'Base URL of any OpenAI-compatible chat-completions API; the gateway POSTs to `{AI_BASE_URL}/chat/completions`. Without it the site runs, logs one line saying what to set, and every tool answers "AI writing is not switched on for this site yet…" (HTTP 503, `not_configured`). Never a fake answer.',
  },
  AI_API_KEY: {
    schema: text, example: 'sk-…', secret: true,
    default: 'unset',
    description: 'Sent as `Authorization: Bearer …`. Leave empty for local servers that need none; unset with an `AI_BASE_URL` on a public host, start-up logs a warning naming it.',
  },
  AI_MODEL: {
    schema: text, example: 'mistral-small-latest',
    default: 'mistralai/Mistral-Small-24B-Instruct-2501',
    description: 'Model id, as your provider names it (the product is tuned for a Mistral Small 24B instruct model).',
  },
  AI_MODEL_FAST: {
    schema: text, example: 'mistral-small-latest',
    default: 'AI_MODEL',
    description: 'Model for tools of the `fast` tier (short outputs: titles, hashtags, names), as the manifest or its category says (docs/providers.md).',
  },
  AI_MODEL_REASONING: {
    schema: text, example: 'magistral-small-latest',
    default: 'AI_MODEL',
    description: 'Model for tools of the `reasoning` tier, as the manifest or its category says (docs/providers.md).',
  },
  AI_EDITOR_MODEL: {
    schema: text, example: 'gpt-4o-mini',
    default: 'AI_MODEL',
    description: 'Model for the AI Text Editor\'s Improve Text (the spec uses `gpt-4o-mini`), on the same provider.',
  },
  AI_SELECTION_MODEL: {
    schema: text, example: 'mistral-small-latest',
    default: 'AI_MODEL',
    description: 'Model for the editor\'s selection actions (the spec uses a Mistral Small 24B instruct model).',
  },
  AI_TIMEOUT_MS: {
    schema: int(1000, 600_000), example: '30000',
    default: '30000',
    description: 'Give up after this long **without progress**: before the first token or between two chunks. Only text counts as progress, the answer\'s or a reasoning model\'s reasoning (keep-alive comments or empty chunks do not). A long answer that keeps streaming is never cut.',
  },
  AI_FIRST_ANSWER_TIMEOUT_MS: {
    schema: int(1000, 3_600_000), example: '180000',
    default: '180000',
    description: 'Longest wait, from the request, for the first answer text however long a reasoning model keeps reasoning (reasoning resets `AI_TIMEOUT_MS`, not this).',
  },
  REASONING_DISPLAY: {
    schema: z.enum(['hidden', 'collapsed'], 'must be hidden or collapsed'), example: 'collapsed',
    default: 'collapsed',
    description: '`collapsed`: a reasoning model\'s reasoning is shown folded under the answer (never part of the result); `hidden`: it never leaves the gateway (it still counts as progress).',
  },
  AI_FALLBACK_BASE_URL: {
    schema: httpUrl, example: 'https://openrouter.ai/api/v1',
    default: 'unset',
    description: 'A second OpenAI-compatible provider. When the primary fails **before any text reached the visitor** (429, 5xx, connection error, even after its retries), the same request goes here once. Never used once text was sent, nor for a 401 (the operator must see a bad key). Needs `AI_BASE_URL`.',
  },
  AI_FALLBACK_API_KEY: {
    schema: text, example: 'sk-…', secret: true,
    default: 'unset',
    description: 'Bearer key of the fallback provider.',
  },
  AI_FALLBACK_MODEL: {
    schema: text, example: 'mistralai/mistral-small-3.2-24b-instruct',
    default: 'AI_MODEL',
    description: 'Model id on the fallback provider, for every feature (tools, Improve Text, selection actions).',
  },
  AI_FALLBACK_MODEL_FAST: {
    schema: text, example: 'mistralai/mistral-small-3.2-24b-instruct',
    default: 'AI_FALLBACK_MODEL',
    description: 'The fallback provider\'s model for the `fast` tier.',
  },
  AI_FALLBACK_MODEL_REASONING: {
    schema: text, example: 'mistralai/magistral-small-2506',
    default: 'AI_FALLBACK_MODEL',
    description: 'The fallback provider\'s model for the `reasoning` tier.',
  },
  CAPTCHA_SITE_KEY: {
    schema: text, example: '0x4AAAAAAA…',
    default: 'unset',
    description: 'Cloudflare Turnstile site key (public: the browser gets it from `GET /api/config`, never from the build).',
  },
  CAPTCHA_SECRET: {
    schema: text, example: '0x4AAAAAAA…', secret: true,
    default: 'unset',
    description: 'Turnstile secret; with the site key, turns on human verification for the title search. Without both, the page says what to configure.',
  },
  CAPTCHA_VERIFY_URL: {
    schema: httpUrl, example: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    default: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    description: 'Where tokens are verified (server side, with the secret and the client IP). Fails closed after 5 s, on a 5xx or a non-JSON answer.',
  },
  SEARCH_PROVIDER: {
    schema: z.enum(['google-cse', 'serpapi'], 'must be google-cse or serpapi'), example: 'serpapi',
    default: 'unset',
    description: '`google-cse` or `serpapi`. Without it the title search says the provider is not configured.',
  },
  SEARCH_GOOGLE_PAIRS: {
    schema: text, example: 'key1:engine1,key2:engine2', secret: true,
    default: 'unset',
    description: 'For `google-cse`: up to 5 `key:engineId` pairs, comma-separated, in rotation order. The next pair is tried only when Google answers `RATE_LIMIT_EXCEEDED`. Note: Google\'s Custom Search JSON API is closed to new customers and existing ones must leave by 1 January 2027; use `serpapi` for new deployments.',
  },
  SEARCH_GOOGLE_BASE_URL: {
    schema: httpUrl, example: 'https://www.googleapis.com/customsearch/v1',
    default: 'https://www.googleapis.com/customsearch/v1',
    description: 'Google endpoint.',
  },
  SERPAPI_KEY: {
    schema: text, example: 'your-serpapi-key', secret: true,
    default: 'unset',
    description: 'For `serpapi`: your SerpApi key (Google engine; totals are Google\'s estimate).',
  },
  SERPAPI_BASE_URL: {
    schema: httpUrl, example: 'https://serpapi.com/search.json',
    default: 'https://serpapi.com/search.json',
    description: 'SerpApi endpoint.',
  },
  SEARCH_CACHE_TTL_SECONDS: {
    schema: int(0, 30 * 86_400), example: '86400',
    default: '86400',
    description: 'Results are cached per provider and normalised keyword (case and spacing ignored) for this long, in memory or in Redis when `REDIS_URL` is set; `0` turns the cache off.',
  },
  IMAGE_BASE_URL: {
    schema: httpUrl, example: 'https://api.openai.com/v1',
    default: 'unset',
    description: 'OpenAI-compatible image API base (`{IMAGE_BASE_URL}/images/generations`). Presets: OpenAI `https://api.openai.com/v1` with `IMAGE_MODEL=gpt-image-1` (or `dall-e-3`, which makes one image per request: set `IMAGE_SIZES=1024x1024,1024x1792,1792x1024`); Together `https://api.together.xyz/v1` with `black-forest-labs/FLUX.1-schnell`; DeepInfra `https://api.deepinfra.com/v1/openai` with `black-forest-labs/FLUX-1-schnell`. Without it the image tools say what to configure.',
  },
  IMAGE_API_KEY: {
    schema: text, example: 'sk-…', secret: true,
    default: 'unset',
    description: 'Bearer key of the image API.',
  },
  IMAGE_MODEL: {
    schema: text, example: 'gpt-image-1',
    default: 'gpt-image-1',
    description: 'Image model id.',
  },
  IMAGE_SIZES: {
    schema: text.regex(/^\s*\d+x\d+\s*,\s*\d+x\d+\s*,\s*\d+x\d+\s*$/, 'must be three WIDTHxHEIGHT sizes: square,portrait,landscape'), example: '1024x1024,1024x1536,1536x1024',
    default: '1024x1024,1024x1536,1536x1024',
    description: 'Provider sizes for square, portrait and landscape.',
  },
  IMAGE_TIMEOUT_MS: {
    schema: int(1000, 600_000), example: '120000',
    default: '120000',
    description: 'Longest wait for an image answer.',
  },
  IMAGE_FALLBACK_BASE_URL: {
    schema: httpUrl, example: 'https://api.together.xyz/v1',
    default: 'unset',
    description: 'A second OpenAI-compatible image provider: asked once when `IMAGE_BASE_URL` still fails (a 429, a 5xx or a broken connection) after its two retries, within the same `IMAGE_TIMEOUT_MS`.',
  },
  IMAGE_FALLBACK_API_KEY: {
    schema: text, example: 'sk-…', secret: true,
    default: 'unset',
    description: 'Bearer key of the fallback image provider.',
  },
  IMAGE_FALLBACK_MODEL: {
    schema: text, example: 'black-forest-labs/FLUX.1-schnell',
    default: 'IMAGE_MODEL',
    description: 'Model asked of the fallback image provider.',
  },
  SUPABASE_URL: {
    schema: httpUrl, example: 'https://your-project.supabase.co',
    default: 'unset',
    description: 'Your Supabase project URL, for likes with GitHub sign-in. Served to the browser by `GET /api/config` (not baked into the build). Without it and the anon key, the like count, the like button and sign-in are hidden and nothing errors.',
  },
  SUPABASE_ANON_KEY: {
    schema: text, example: 'eyJhbGciOi…',
    default: 'unset',
    description: 'The project\'s anon (public) key; row level security protects the data.',
  },
  DATA_DIR: {
    schema: text, example: './data',
    default: './data',
    description: 'Where the embedded PGlite database lives (`DATA_DIR/pglite`) when `DATABASE_URL` is not set. Nothing to install. The Docker image uses `/data` (writable by its `node` user).',
  },
  DATABASE_URL: {
    schema: text.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL'), example: 'postgres://user:password@127.0.0.1:5432/ai_writing_tools', secret: true,
    default: 'unset',
    description: 'PostgreSQL connection string (`postgres://user:pass@host:5432/db`). When set, forms are stored there instead of PGlite. Migrations are applied at start-up on PostgreSQL, and before the first statement on PGlite (which opens on its first query; see [forms and the database](forms-and-likes.md)).',
  },
  FORMS_WEBHOOK_URL: {
    schema: httpUrl, example: 'https://hooks.example.com/forms', secret: true,
    default: 'unset',
    description: 'Each new form submission is also POSTed here as JSON `{id, type, createdAt, fields}`, with retries (2 s, 10 s, 1 min, 5 min, 30 min; 6 attempts, also after a restart). The stored row is never lost when the webhook is down. Delivery is at least once: every attempt carries `Idempotency-Key: <submission id>`, so the receiver can drop a repeat. See [security](security.md).',
  },
  FORMS_PER_HOUR: {
    schema: int(1, 100_000), example: '10',
    default: '10',
    description: 'Form submissions per hour per client IP (429 above it).',
  },
  MODERATION_BASE_URL: {
    schema: httpUrl, example: 'https://api.openai.com/v1',
    default: 'unset',
    description: 'Base URL of any OpenAI-compatible moderation API; the gateway POSTs to `{MODERATION_BASE_URL}/moderations`. When set, every request (text tools with their fields, the editor, image prompts) is checked before generation, and every answer as it streams ([content safety](content-safety.md)). Unset: no moderation.',
  },
  MODERATION_API_KEY: {
    schema: text, example: 'sk-…', secret: true,
    default: 'unset',
    description: 'Sent to the moderation API as `Authorization: Bearer …`. Leave empty for a local moderation server that needs none.',
  },
  MODERATION_MODEL: {
    schema: text, example: 'omni-moderation-latest',
    default: 'omni-moderation-latest',
    description: 'The moderation model, as the moderation API names it.',
  },
  MODERATION_OUTPUT_CHARS: {
    schema: int(50, 100_000), example: '600',
    default: '600',
    description: 'The answer is checked every this many characters and at its end. Text is held back until its part is checked, so the visitor never sees unchecked text; a smaller value shows text sooner and calls the moderation API more often ([content safety](content-safety.md)).',
  },
  MODERATION_STRIKES: {
    schema: int(1, 1000), example: '3',
    default: '3',
    description: 'Blocked requests or answers per visitor within 24 h after which that visitor gets 429 `temporarily_blocked` until the oldest of them is 24 h old. Counted in Redis (shared by every instance), in memory without it.',
  },
  MODERATION_FAIL: {
    schema: z.enum(['open', 'closed'], 'must be open or closed'), example: 'closed',
    default: 'closed',
    description: '`closed`: while the moderation API is down (or slower than `MODERATION_TIMEOUT_MS`), requests get 503 `moderation_unavailable` and a running answer stops. `open`: they go through unchecked, and each such check is counted and logged.',
  },
  MODERATION_TIMEOUT_MS: {
    schema: int(100, 60_000), example: '3000',
    default: '3000',
    description: 'Longest wait for one moderation call; past it the moderation API counts as down (`MODERATION_FAIL`).',
  },
  ALERT_WEBHOOK_URL: {
    schema: httpUrl, example: 'https://hooks.slack.com/services/…', secret: true,
    default: 'unset',
    description: 'Operator alerts are POSTed here as JSON (a Slack-compatible `text` plus structured fields), each once per day across all instances: budget at 50, 80, 95 and 100 %, the provider error rate, the fallback provider serving, a tool switched off, moderation blocks ([alerts](alerts.md)).',
  },
  ALERT_ERROR_RATE: {
    schema: int(1, 100), example: '20',
    default: '20',
    description: 'Alert when more than this percentage of generations failed on the provider over 5 minutes (at least 10 generations in the window).',
  },
  ALERT_MODERATION_BLOCKS: {
    schema: int(1, 1_000_000), example: '20',
    default: '20',
    description: 'Alert once a day when this many requests or answers were blocked by the content check today (all instances together).',
  },
  RATE_LIMIT_PER_MINUTE: {
    schema: int(1, 100_000), example: '30',
    default: '30',
    description: 'Requests per minute per client IP on `/api/*` (health and config excluded). Over it: 429 with `Retry-After`.',
  },
  REDIS_URL: {
    schema: text.regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'), example: 'redis://127.0.0.1:6379', secret: true,
    default: 'unset',
    description: 'Share state between several gateway instances: rate-limit, daily-quota, budget and stream-slot counters, the title-search cache and the captcha replay set live in Redis (memory otherwise). If Redis is slow or unreachable each instance counts in memory under the outage rules of docs/redis.md and `/api/ready` names `redis` as degraded.',
  },
  REDIS_KEY_PREFIX: {
    schema: text.regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or : . - _'), example: 'aiwt:',
    default: 'aiwt:',
    description: 'Prefix of every key the site writes to Redis (rate limits, search cache, captcha replay set), so several sites or test runs can share one Redis.',
  },
  REDIS_COMMAND_TIMEOUT_MS: {
    schema: int(10, 60_000), example: '250',
    default: '250',
    description: 'Longest wait for one Redis command. Past it Redis counts as down: the breaker opens and each instance counts in memory until Redis answers again (docs/redis.md).',
  },
  REDIS_EXPECTED_INSTANCES: {
    schema: int(1, 1000), example: '1',
    default: '1',
    description: 'How many gateway instances share Redis. While Redis is down, each instance admits this share of every quota, rate limit and the budget (docs/redis.md).',
  },
  REDIS_REQUIRED: {
    schema: z.enum(['true', 'false'], 'must be true or false'), example: 'false',
    default: 'false',
    description: 'true: while Redis is down, generations are refused with 503 quota_unavailable instead of counted in memory (docs/redis.md).',
  },
  TRUST_PROXY: {
    schema: text.regex(/^(true|false|10|\d)$/, 'must be true, false or a number of proxies (0-10)'), example: '1',
    default: 'off',
    description: 'Number of reverse proxies in front of the gateway (`true` = 1). Only then is the client IP read from `X-Forwarded-For` (that many entries from the right).',
  },
  ALLOWED_ORIGINS: {
    schema: text.regex(/^\s*https?:\/\/[^\s,/]+\/?(\s*,\s*https?:\/\/[^\s,/]+\/?)*\s*$/, 'must be comma-separated origins (scheme://host[:port])'), example: 'https://www.example.com,https://example.com',
    default: 'unset',
    description: 'Comma-separated origins (`https://www.example.org`), besides the site\'s own, whose pages may call `/api/*` (they also get CORS answers). Any other `Origin`, or `Sec-Fetch-Site: cross-site`, gets 403. See [the security reference](security-reference.md).',
  },
  ALLOWED_HOSTS: {
    schema: text.regex(/^\s*(\*|[\w.-]+(:\d+)?(\s*,\s*[\w.-]+(:\d+)?)*)\s*$/, 'must be * or comma-separated host names, each with an optional :port'), example: 'www.example.com,example.com',
    default: "SITE_URL's host when NODE_ENV=production, else any host",
    description: 'Host names this server answers (the `Host` header, or `X-Forwarded-Host` behind `TRUST_PROXY`); any other gets 421 `unknown_host` (DNS rebinding). An entry without a port allows every port; `*` allows any host. `/api/health`, `/api/ready` and `/metrics` are always answered. See [security](security.md).',
  },
  MAX_JSON_DEPTH: {
    schema: int(1, 1000), example: '32',
    default: '32',
    description: 'Deepest nesting of arrays and objects a JSON request body may have, counted on the raw text before it is parsed; deeper gets 400 `json_too_deep`.',
  },
  BODY_TIMEOUT_MS: {
    schema: int(100, 600_000), example: '10000',
    default: '10000',
    description: 'Longest time a JSON request body may take to arrive; a slower one gets 408 `body_timeout` and its connection is closed.',
  },
  HSTS_MAX_AGE: {
    schema: int(0, 63_072_000), example: '31536000',
    default: '0 (off)',
    description: 'Seconds for `Strict-Transport-Security: max-age=…; includeSubDomains`. Set it (e.g. `31536000`) only when the site is served over HTTPS (directly or behind a TLS proxy) and every subdomain is too: browsers then refuse plain HTTP for that long.',
  },
  SERVICE_WORKER: {
    schema: z.enum(['on', 'off'], 'must be on or off'), example: 'on',
    default: 'on',
    description: 'on: pages register the service worker that makes the site an installable app that opens visited pages and saved results offline. off: `/sw.js` becomes a worker that deletes its caches and unregisters itself, so every browser that had it drops it on its next visit (see [the installable app](installable-app.md)).',
  },
  ADMIN_TOKEN: {
    schema: text.min(16, 'must be at least 16 characters'), example: 'a-long-random-string-of-32-chars', secret: true,
    default: 'unset',
    description: 'Turns on the operator\'s console at `/admin` (sign in with this token for a session cookie; see [the console](admin.md)) and `GET /api/admin/forms` (Bearer token, compared in constant time), which `npm run forms` uses while the server holds the embedded database. Use a long random value; without it `/admin` and `/api/admin/*` do not exist (404).',
  },
  ADMIN_SESSION_HOURS: {
    schema: int(1, 720), example: '12',
    default: '12',
    description: 'Hours a console session lasts after signing in (1 to 720). Sessions are kept in the database (only a hash of their id), so every instance accepts them and signing out ends them everywhere. See [the console](admin.md).',
  },
  ADMIN_GITHUB_LOGINS: {
    schema: text.regex(/^\s*[A-Za-z0-9-]{1,39}(\s*,\s*[A-Za-z0-9-]{1,39})*\s*$/, 'must be comma-separated GitHub logins'), example: 'octocat,hubot',
    default: 'unset',
    description: 'GitHub accounts (logins, comma-separated, any case) that may also sign in to the console through the Supabase GitHub sign-in that likes use. Needs `ADMIN_TOKEN`, `SUPABASE_URL` and `SUPABASE_ANON_KEY`; the server asks Supabase (`/auth/v1/user`) whose token it is. See [the console](admin.md#github-accounts).',
  },
  ADMIN_RETENTION_DAYS: {
    schema: int(1, 3650), example: '30',
    default: '30',
    description: "Days the console's per-request outcome rows (tool, model, outcome, timings, token counts; never text or visitor identifiers) are kept; older rows are deleted daily. See [Operations console](admin-operations.md).",
  },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be fatal, error, warn, info, debug, trace or silent'), example: 'info',
    default: 'info',
    description: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent` (see [Logs](operations.md#logs)).',
  },
  LOG_FORMAT: {
    schema: z.enum(['json', 'pretty'], 'must be json or pretty'), example: 'json',
    default: 'json (pretty when NODE_ENV=development)',
    description: '`json`: one JSON object per line. `pretty`: coloured lines through `pino-pretty`, a dev dependency (a production install falls back to JSON and says so).',
  },
  METRICS_TOKEN: {
    schema: text.min(16, 'must be at least 16 characters'), example: 'a-long-random-string-of-32-chars', secret: true,
    default: 'unset',
    description: 'Turns on `GET /metrics` on the site\'s port, for requests with `Authorization: Bearer <token>` (16+ characters). See [Metrics](operations.md#metrics).',
  },
  METRICS_PORT: {
    schema: int(1, 65535), example: '9464',
    default: 'unset',
    description: 'Serves `GET /metrics` on this port instead, without a token (keep it on a private network).',
  },
  SHUTDOWN_GRACE_MS: {
    schema: int(0, 600_000), example: '30000',
    default: '30000',
    description: 'On SIGTERM/SIGINT, streams in flight may finish for this long before they are interrupted. See [Shutdown](operations.md#shutdown).',
  },
  DAILY_GENERATIONS_PER_VISITOR: {
    schema: int(0, 1_000_000), example: '50',
    default: '50',
    description: 'Text generations plus AI Text Editor actions per visitor (client IP, as for the rate limit) per UTC day. Over it: 429 `daily_quota`, `Retry-After`, and a message giving the reset time. `0` = no limit. See [Fair use and cost control](fair-use-reference.md).',
  },
  DAILY_OUTPUT_TOKENS_PER_VISITOR: {
    schema: int(0, 1_000_000_000), example: '100000',
    default: '100000',
    description: 'Output tokens per visitor per UTC day (provider usage, or an estimate). A generation is admitted while the visitor is under it; the one that crosses it finishes. `0` = no limit.',
  },
  DAILY_IMAGES_PER_VISITOR: {
    schema: int(0, 1_000_000), example: '10',
    default: '10',
    description: 'Images per visitor per UTC day (a request for 4 images counts 4). `0` = no limit.',
  },
  DAILY_BUDGET_USD: {
    schema: text.regex(/^\d+(\.\d+)?$/, 'must be a number of dollars, 0 or more'), example: '5',
    default: 'unset',
    description: 'Global daily spend cap in US dollars, all visitors together, priced with `MODEL_PRICES`. Warning log and `onBudgetShare` event at 80 %; at 100 % new generations get 503 `budget_exhausted` until midnight UTC (streams already running finish).',
  },
  DAILY_BUDGET_TOKENS: {
    schema: int(0, Number.MAX_SAFE_INTEGER), example: '2000000',
    default: 'unset',
    description: 'The same cap in tokens (input + output), for operators without prices. Used when `DAILY_BUDGET_USD` is unset or `MODEL_PRICES` is empty.',
  },
  MODEL_PRICES: {
    schema: text, example: 'mistral-small-latest=0.1/0.3,gpt-4o-mini=0.15/0.6/0.075',
    default: 'unset',
    description: 'US dollars per million input/output tokens per model: `model=in/out` pairs, comma-separated (`mistral-small-latest=0.1/0.3,gpt-4o-mini=0.15/0.6`), or JSON `{"model": {"input": 0.1, "output": 0.3}}`. A third price prices cached prompt tokens (`model=in/out/cached`, JSON `"cachedInput"`); without it they cost the input price. Reasoning tokens are output. A model without a price costs 0.',
  },
  MAX_OUTPUT_TOKENS: {
    schema: int(1, 1_000_000), example: '4096',
    default: '4096',
    description: 'Ceiling of `max_tokens` for every request, whatever a manifest\'s `maxOutputTokens` says.',
  },
  MAX_CONCURRENT_STREAMS_PER_VISITOR: {
    schema: int(0, 1000), example: '2',
    default: '2',
    description: 'Open generation/editor/image requests per visitor; the next gets 429 `too_many_streams`. Shared through Redis when `REDIS_URL` is set; a slot left by a crashed instance frees itself after 10 minutes. `0` = no cap.',
  },
  CHALLENGE_AFTER: {
    schema: int(0, 1_000_000), example: '20',
    default: 'unset',
    description: 'After this many generations in a UTC day, a visitor must pass the Turnstile check (the title search\'s) before generating again: the gateway answers 403 `challenge_required` until a request carries a valid token in `X-Turnstile-Token`, verified on the server (one use per token, failing closed: a down siteverify is a failure). Needs `CAPTCHA_SITE_KEY` and `CAPTCHA_SECRET` (start-up stops otherwise). Unset = never.',
  },
  CHALLENGE_TTL: {
    schema: int(60, 30 * 86_400), example: '3600',
    default: '3600',
    description: 'Seconds a passed challenge lasts before the next one (60 to 30 days).',
  },
  SITE_URL: {
    schema: text, example: 'http://localhost:3000', buildTime: true,
    default: 'http://localhost:3000',
    description: '**Build time** (the only one). Public origin for canonical links, Open Graph URLs, `sitemap.xml` and `robots.txt`. These are written into the prerendered HTML and static files before any server runs, so set it when you run `npm run build` (or `npm start`).',
  },
  SITE_SUPPORT_EMAIL: {
    schema: text, example: 'support@example.com',
    default: 'unset',
    description: 'Run time. Support address on the contact page, and the target of the FAQ\'s "Contact Support" and the suggestion page\'s "Contact Us" links. Served to the browser by `GET /api/config`. Unset: those links lead to the contact form and the contact page says to use it; no made-up address is shown.',
  },
  SITE_SOCIAL_URL: {
    schema: text, example: 'https://twitter.com/yourhandle',
    default: 'unset',
    description: 'Run time (https only). External social link in the footer\'s Connect column and on the contact page, from `GET /api/config`; hidden when unset.',
  },
} satisfies Record<string, EnvVariable>;

export type EnvName = keyof typeof ENV_SCHEMA;
export type CheckedEnv = { [K in EnvName]?: z.output<(typeof ENV_SCHEMA)[K]['schema']> };

/** Variables starting with these belong to this site: an unknown one is most likely a typo. */
export const ENV_PREFIXES = ['AI_', 'CAPTCHA_', 'SEARCH_', 'SERPAPI_', 'IMAGE_', 'SUPABASE_', 'FORMS_', 'RATE_LIMIT_', 'REDIS_', 'LOG_', 'METRICS_', 'SHUTDOWN_', 'SITE_', 'ADMIN_', 'HSTS_', 'ALLOWED_', 'TRUST_', 'DAILY_', 'MODEL_', 'MAX_', 'CHALLENGE_', 'REASONING_', 'BODY_', 'MODERATION_', 'ALERT_'];

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
