import { Hono } from 'hono';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import { SEARCH_MESSAGES } from '../../engine/title-search/search-messages.ts';
import { MAX_KEYWORD_CHARS, MAX_KEYWORDS, parseKeywords } from '../../engine/title-search/title-insights.ts';
import { isBlank } from '../../engine/validation/clean-text.ts';
import { validateTitleSearchRequest } from '../../engine/validation/generated/validators.js';
import { createCaptchaVerifier, type ReplayStore } from '../../server/captcha/turnstile.ts';
import type { ServerConfig } from '../../server/config.ts';
import { apiError } from '../../server/http/api-error.ts';
import { clientIp } from '../../server/http/client-ip.ts';
import { limitBody } from '../../server/http/read-json-body.ts';
import { readValidBody } from '../../server/http/route-helper.ts';
import { safeError } from '../../server/observability/logger.ts';
import { SearchError, type SearchProvider } from '../../server/search/search-provider.ts';
import { createSearchProvider } from '../../server/search/create-search-provider.ts';
import type { RendererRoute } from '../../server/http/renderer-route.ts';

const SEARCH_TIMEOUT_MS = 15_000;
const MISSING_INPUT = { code: 'missing_input', message: 'searchMissingInput' } as const;

/**
 * POST /api/title-search {keyword, captchaToken}: verifies the captcha on the
 * server first, then runs allintitle: and allinurl: for each keyword (up to 10,
 * one per line). Answers {keyword, allintitle, allinurl, results: [...]} where
 * the top-level fields are the first keyword's (spec shape).
 */
export function titleSearchRoute(config: Pick<ServerConfig, 'captcha' | 'trustProxyHops'>, search: SearchProvider | null, replay?: ReplayStore): Hono {
  const route = new Hono();
  const verify = config.captcha ? createCaptchaVerifier(config.captcha, replay) : null;

  route.post('/', limitBody, async (c) => {
    // A missing or non-text keyword or token is the one "missing input" the page words.
    const read = await readValidBody(c, validateTitleSearchRequest, { keyword: MISSING_INPUT, captchaToken: MISSING_INPUT });
    if (!read.ok) return read.response;
    const body = read.value;
    if (isBlank(body.keyword)) return apiError(c, 400, 'missing_input', SEARCH_MESSAGES.missingInput, 'keyword');
    if (isBlank(body.captchaToken)) return apiError(c, 400, 'missing_input', SEARCH_MESSAGES.missingInput, 'captchaToken');
    const keywords = parseKeywords(body.keyword);
    if (keywords.length > MAX_KEYWORDS) return apiError(c, 400, 'too_many_keywords', visitorMessage('searchTooManyKeywords', { max: MAX_KEYWORDS }), 'keyword');
    const tooLong = keywords.find((k) => k.length > MAX_KEYWORD_CHARS);
    if (tooLong) return apiError(c, 400, 'keyword_too_long', visitorMessage('searchKeywordTooLong', { max: MAX_KEYWORD_CHARS }), 'keyword');
    if (!verify) return apiError(c, 503, 'captcha_not_configured', SEARCH_MESSAGES.captchaNotConfigured);
    if (!search) return apiError(c, 503, 'search_not_configured', SEARCH_MESSAGES.notConfigured);

    const verdict = await verify(body.captchaToken, clientIp(c, config.trustProxyHops));
    const { metrics, log } = c.get('telemetry');
    if (!verdict.ok) metrics.captchaFailures.inc({ reason: verdict.reason });
    if (!verdict.ok) return apiError(c, 403, `captcha_${verdict.reason}`, SEARCH_MESSAGES.captchaFailed, 'captchaToken');

    try {
      const signal = AbortSignal.timeout(SEARCH_TIMEOUT_MS);
      const results = [];
      for (const keyword of keywords) results.push({ keyword, ...(await search.titleAndUrl(keyword, signal)) });
      c.header('Cache-Control', 'no-store');
      return c.json({ ...results[0], results });
    } catch (error) {
      if (error instanceof SearchError) {
        if (error.message === SEARCH_MESSAGES.allKeysFailed) metrics.quotaRejections.inc({ provider: search.name });
        metrics.upstreamErrors.inc({ kind: 'search' });
        log.warn({ provider: search.name, detail: error.detail }, 'title search failed');
        return apiError(c, error.status, 'search_failed', error.message);
      }
      metrics.upstreamErrors.inc({ kind: 'search' });
      log.error({ err: safeError(error) }, 'title search: unexpected error');
      return apiError(c, 502, 'search_failed', SEARCH_MESSAGES.fallback);
    }
  });
  return route;
}

/** Mounted by the gateway at this renderer's endpoint (renderer.json). */
export const route: RendererRoute = ({ config, redis, metrics, log, replay }) =>
  titleSearchRoute(config, createSearchProvider(config, { redis: redis?.guarded ?? null, redisKeyPrefix: config.redisKeyPrefix, metrics, log }), replay);
