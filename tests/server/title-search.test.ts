import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CSE_RATE_LIMIT, cseResults, serpApiResults, siteverify, startFakeService, type FakeService } from '../fixtures/fake-search/fake-search.ts';
import { startGateway, type RunningGateway } from '../helpers/gateway.ts';

let captcha: FakeService;
let google: FakeService;
let serp: FakeService;
const gateways: RunningGateway[] = [];
let tokenCounter = 0;
const token = () => `pass-${++tokenCounter}`;

beforeAll(async () => {
  captcha = await startFakeService(siteverify);
  google = await startFakeService(() => ({ status: 200, body: cseResults(0, []) }));
  serp = await startFakeService(() => ({ status: 200, body: serpApiResults(0, []) }));
});
afterAll(async () => {
  await Promise.all([captcha.close(), google.close(), serp.close()]);
});
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((g) => g.close()));
  for (const s of [captcha, google, serp]) s.requests.length = 0;
  captcha.handle(siteverify);
});

async function gateway(env: NodeJS.ProcessEnv) {
  const g = await startGateway({ CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'secret', CAPTCHA_VERIFY_URL: `${captcha.url}/siteverify`, ...env });
  gateways.push(g);
  return g;
}
const googleEnv = (pairs = 'k1:e1,k2:e2,k3:e3') => ({ SEARCH_PROVIDER: 'google-cse', SEARCH_GOOGLE_PAIRS: pairs, SEARCH_GOOGLE_BASE_URL: `${google.url}/customsearch/v1` });
const serpEnv = () => ({ SEARCH_PROVIDER: 'serpapi', SERPAPI_KEY: 'serp-key', SERPAPI_BASE_URL: `${serp.url}/search.json` });

function search(g: RunningGateway, body: unknown) {
  return fetch(`${g.url}/api/title-search`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

describe('POST /api/title-search with google-cse', () => {
  it('verifies the captcha first, then runs allintitle: and allinurl:, 10 results each', async () => {
    google.handle((r) => ({ status: 200, body: r.query.q!.startsWith('allintitle:') ? cseResults(1234, ['Best running shoes 2026', 'Shoes']) : cseResults(56, ['URL match']) }));
    const g = await gateway(googleEnv());
    const res = await search(g, { keyword: 'running shoes', captchaToken: 'pass-first' });
    expect(res.status).toBe(200);
    const json = (await res.json()) as Record<string, unknown>;
    expect(json).toMatchObject({
      keyword: 'running shoes',
      allintitle: { total: 1234, items: [{ title: 'Best running shoes 2026', link: 'https://example.com/0' }, { title: 'Shoes', link: 'https://example.com/1' }] },
      allinurl: { total: 56, items: [{ title: 'URL match', link: 'https://example.com/0' }] },
    });
    expect(captcha.requests).toHaveLength(1);
    expect(new URLSearchParams(captcha.requests[0]!.body).get('secret')).toBe('secret');
    expect(new URLSearchParams(captcha.requests[0]!.body).get('response')).toBe('pass-first');
    expect(google.requests.map((r) => [r.query.q, r.query.key, r.query.cx, r.query.num])).toEqual([
      ['allintitle:running shoes', 'k1', 'e1', '10'],
      ['allinurl:running shoes', 'k1', 'e1', '10'],
    ]);
  });

  it('rotates to the next pair only on RATE_LIMIT_EXCEEDED', async () => {
    google.handle((r) => (r.query.key === 'k3' ? { status: 200, body: cseResults(7, ['ok']) } : { status: 429, body: CSE_RATE_LIMIT }));
    const g = await gateway(googleEnv());
    const res = await search(g, { keyword: 'kw', captchaToken: token() });
    expect(res.status).toBe(200);
    expect(google.requests.map((r) => r.query.key)).toEqual(['k1', 'k2', 'k3', 'k3']);
  });

  it('stops the rotation at any other error', async () => {
    google.handle(() => ({ status: 400, body: { error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' } } }));
    const g = await gateway(googleEnv());
    const res = await search(g, { keyword: 'kw', captchaToken: token() });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: 'search_failed', message: 'Failed to perform search. Please try again.' } });
    expect(google.requests.map((r) => r.query.key)).toEqual(['k1']);
  });

  it('says "Failed to fetch results from all API keys" when every pair is rate limited', async () => {
    google.handle(() => ({ status: 429, body: CSE_RATE_LIMIT }));
    const g = await gateway(googleEnv('a:1,b:2,c:3,d:4,e:5'));
    const res = await search(g, { keyword: 'kw', captchaToken: token() });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Failed to fetch results from all API keys');
    expect(google.requests.map((r) => r.query.key)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('caches per normalised keyword: the same keyword again costs no upstream call', async () => {
    google.handle(() => ({ status: 200, body: cseResults(3, ['x']) }));
    const g = await gateway(googleEnv());
    await search(g, { keyword: 'Running  Shoes', captchaToken: token() });
    await search(g, { keyword: 'running shoes ', captchaToken: token() });
    expect(google.requests).toHaveLength(2);
  });

  it('searches up to 10 keywords, one per line, with one captcha', async () => {
    google.handle((r) => ({ status: 200, body: cseResults(r.query.q!.length, ['t']) }));
    const g = await gateway(googleEnv());
    const res = await search(g, { keyword: 'alpha\nbeta\n\nalpha', captchaToken: token() });
    const json = (await res.json()) as { results: Array<{ keyword: string; allintitle: { total: number } }> };
    expect(json.results.map((r) => [r.keyword, r.allintitle.total])).toEqual([['alpha', 'allintitle:alpha'.length], ['beta', 'allintitle:beta'.length]]);
    expect(captcha.requests).toHaveLength(1);
    const tooMany = await search(g, { keyword: Array.from({ length: 11 }, (_, i) => `k${i}`).join('\n'), captchaToken: token() });
    expect(tooMany.status).toBe(400);
  });
});

describe('POST /api/title-search with serpapi', () => {
  it('reads search_information.total_results and organic_results', async () => {
    serp.handle((r) => ({ status: 200, body: r.query.q!.startsWith('allintitle:') ? serpApiResults(890, ['A title']) : serpApiResults(12, ['B']) }));
    const g = await gateway(serpEnv());
    const res = await search(g, { keyword: 'kw', captchaToken: token() });
    expect(await res.json()).toMatchObject({ allintitle: { total: 890, items: [{ title: 'A title', link: 'https://example.org/0' }] }, allinurl: { total: 12 } });
    expect(serp.requests.map((r) => [r.query.engine, r.query.q, r.query.api_key, r.query.num]).sort()).toEqual([
      ['google', 'allintitle:kw', 'serp-key', '10'],
      ['google', 'allinurl:kw', 'serp-key', '10'],
    ]);
  });

  it('treats "no results" as zero, and an error as a failure', async () => {
    serp.handle(() => ({ status: 200, body: { search_information: { organic_results_state: 'Fully empty' }, error: "Google hasn't returned any results for this query." } }));
    const g = await gateway(serpEnv());
    expect(await (await search(g, { keyword: 'zzz', captchaToken: token() })).json()).toMatchObject({ allintitle: { total: 0, items: [] } });
    serp.handle(() => ({ status: 401, body: { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' } }));
    const res = await search(g, { keyword: 'other', captchaToken: token() });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Failed to perform search. Please try again.');
  });
});

describe('captcha verification fails closed', () => {
  const cases: Array<[string, Parameters<FakeService['handle']>[0]]> = [
    ['rejected token', siteverify],
    ['siteverify 5xx', () => ({ status: 503, body: {} })],
    ['siteverify answers HTML', () => 'not-json'],
  ];
  for (const [name, handler] of cases) {
    it(name, async () => {
      captcha.handle(handler);
      const g = await gateway(googleEnv());
      const res = await search(g, { keyword: 'kw', captchaToken: name === 'rejected token' ? 'fail-token' : token() });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Captcha verification failed');
      expect(google.requests).toHaveLength(0);
    });
  }

  it('siteverify time-out', async () => {
    captcha.handle(() => 'hang');
    const g = await gateway(googleEnv());
    const started = Date.now();
    const res = await search(g, { keyword: 'kw', captchaToken: token() });
    expect(res.status).toBe(403);
    expect(Date.now() - started).toBeLessThan(9000);
  }, 15_000);

  it('a token is accepted once', async () => {
    google.handle(() => ({ status: 200, body: cseResults(1, ['x']) }));
    const g = await gateway(googleEnv());
    const t = token();
    expect((await search(g, { keyword: 'kw', captchaToken: t })).status).toBe(200);
    const replay = await search(g, { keyword: 'kw', captchaToken: t });
    expect(replay.status).toBe(403);
    expect(captcha.requests).toHaveLength(1);
  });

  it('missing keyword or token: 400 with the spec message', async () => {
    const g = await gateway(googleEnv());
    for (const body of [{ keyword: '', captchaToken: token() }, { keyword: 'kw', captchaToken: '' }, { keyword: 'kw' }, {}]) {
      const res = await search(g, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Please enter a keyword and complete the captcha verification');
    }
    expect(captcha.requests).toHaveLength(0);
  });

  it('publishes the site key (never the secret) in /api/config', async () => {
    const g = await gateway(googleEnv());
    const config = await (await fetch(`${g.url}/api/config`)).json();
    expect(config).toMatchObject({ aiConfigured: false, captchaSiteKey: 'site-key', searchConfigured: true, imagesConfigured: false, supabase: null, supportEmail: null, socialUrl: null });
    expect(JSON.stringify(config)).not.toContain('secret');
  });
});
