import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeService, type FakeService } from '../fixtures/fake-search/fake-search.ts';
import { startGateway, type RunningGateway } from '../helpers/gateway.ts';

// A loopback stand-in for an OpenAI-compatible /images/generations endpoint.
let images: FakeService;
let gateway: RunningGateway;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

beforeAll(async () => {
  images = await startFakeService(() => ({ status: 200, body: { created: 1, data: [{ b64_json: PNG }] } }));
  gateway = await startGateway({ IMAGE_BASE_URL: `${images.url}/v1`, IMAGE_API_KEY: 'img-key', IMAGE_MODEL: 'test-image-model', IMAGE_TIMEOUT_MS: '1500' });
});
afterAll(async () => {
  await gateway.close();
  await images.close();
});
afterEach(() => {
  images.requests.length = 0;
});

const post = (body: unknown, init: RequestInit = {}) =>
  fetch(`${gateway.url}/api/images`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), ...init });

describe('POST /api/images', () => {
  it('returns base64 results as data URLs and sends model, prompt with style, n and the mapped size', async () => {
    images.handle(() => ({ status: 200, body: { data: [{ b64_json: PNG }, { b64_json: PNG }] } }));
    const res = await post({ toolId: 'text-to-image', prompt: 'a red fox in snow', size: 'landscape', n: 2, style: 'watercolor' });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { images: Array<{ src: string }> };
    expect(json.images).toHaveLength(2);
    expect(json.images[0]!.src).toBe(`data:image/png;base64,${PNG}`);
    const sent = JSON.parse(images.requests[0]!.body) as Record<string, unknown>;
    expect(images.requests[0]!.path).toBe('/v1/images/generations');
    // Base64 asked for (OpenAI's response_format, https://platform.openai.com/docs/api-reference/images/create): no URL for the browser to load.
    expect(sent).toEqual({ model: 'test-image-model', prompt: 'a red fox in snow\n\nStyle: watercolor painting, soft washes, paper texture.', n: 2, size: '1536x1024', response_format: 'b64_json' });
  });

  it('result URLs are fetched by the gateway and handed on as data: URLs; anything not an image is dropped', async () => {
    const png = Buffer.from(PNG, 'base64');
    const host = http.createServer((req, res) => {
      if (req.url === '/1.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
      else res.writeHead(200, { 'Content-Type': 'text/html' }).end('<script>alert(1)</script>');
    });
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    try {
      images.handle(() => ({ status: 200, body: { data: [{ url: `${origin}/1.png` }, { url: 'javascript:alert(1)' }, { url: `${origin}/page.html` }] } }));
      const json = (await (await post({ toolId: 'image-generator', prompt: 'x', size: 'square', n: 1 })).json()) as { images: Array<{ src: string }> };
      expect(json.images).toEqual([{ src: `data:image/png;base64,${PNG}` }]);
    } finally {
      await new Promise<void>((r) => host.close(() => r()));
    }
  });

  it('gpt-image models are not sent response_format (they always answer base64 and refuse it)', async () => {
    const other = await startGateway({ IMAGE_BASE_URL: `${images.url}/v1`, IMAGE_MODEL: 'gpt-image-1' });
    try {
      images.handle(() => ({ status: 200, body: { data: [{ b64_json: PNG }] } }));
      expect((await fetch(`${other.url}/api/images`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ toolId: 'image-generator', prompt: 'x', size: 'square', n: 1 }) })).status).toBe(200);
      expect(JSON.parse(images.requests[0]!.body)).not.toHaveProperty('response_format');
    } finally {
      await other.close();
    }
  });

  it('a content-policy refusal is a clear 422', async () => {
    images.handle(() => ({ status: 400, body: { error: { code: 'content_policy_violation', message: 'Your request was rejected as a result of our safety system.', type: 'invalid_request_error' } } }));
    const res = await post({ toolId: 'text-to-image', prompt: 'something', size: 'square', n: 1 });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string; field: string } }).error).toMatchObject({ field: 'prompt', message: 'The image provider refused this prompt under its content policy. Please rephrase it.' });
  });

  it('provider errors map to the catalogue', async () => {
    images.handle(() => ({ status: 500, body: { error: { message: 'boom' } } }));
    expect(((await (await post({ toolId: 'text-to-image', prompt: 'x', size: 'square', n: 1 })).json()) as { error: { message: string } }).error.message).toBe('API request failed with status 500');
    images.handle(() => ({ status: 401, body: { error: { message: 'bad key' } } }));
    expect(((await (await post({ toolId: 'text-to-image', prompt: 'x', size: 'square', n: 1 })).json()) as { error: { message: string } }).error.message).toBe('Invalid API key. Please check your API key and try again.');
  });

  it('times out with the spec message', async () => {
    images.handle(() => 'hang');
    const res = await post({ toolId: 'text-to-image', prompt: 'slow', size: 'square', n: 1 });
    expect(res.status).toBe(504);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Request timed out. Please try again.');
  });

  it('aborts the provider request when the visitor leaves', async () => {
    images.handle(() => 'hang');
    const controller = new AbortController();
    const pending = post({ toolId: 'text-to-image', prompt: 'leave', size: 'square', n: 1 }, { signal: controller.signal }).catch(() => null);
    await expect.poll(() => images.requests.length).toBe(1);
    controller.abort();
    await pending;
    // Closed by the gateway well before its 1.5 s time-out would have closed it.
    await expect.poll(() => images.requests[0]!.closedByClient, { timeout: 1000 }).toBe(true);
  });

  it('validates before calling the provider', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ toolId: 'text-to-image', prompt: '  ', size: 'square', n: 1 }, 400, 'prompt'],
      [{ toolId: 'text-to-image', prompt: 'x'.repeat(4001), size: 'square', n: 1 }, 413, 'prompt'],
      [{ toolId: 'text-to-image', prompt: 'x', size: 'huge', n: 1 }, 400, 'size'],
      [{ toolId: 'text-to-image', prompt: 'x', size: 'square', n: 5 }, 400, 'n'],
      [{ toolId: 'ai-writer', prompt: 'x', size: 'square', n: 1 }, 400, 'toolId'],
    ];
    for (const [body, status, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    expect(images.requests).toHaveLength(0);
  });

  it('retries a 503 on the same provider, as text does, and answers the retry’s images', async () => {
    let calls = 0;
    images.handle(() => (++calls === 1 ? { status: 503, body: { error: { message: 'busy' } } } : { status: 200, body: { data: [{ b64_json: PNG }] } }));
    const res = await post({ toolId: 'text-to-image', prompt: 'again', size: 'square', n: 1 });
    expect(res.status).toBe(200);
    expect(images.requests).toHaveLength(2);
  });

  it('never retries a bad key', async () => {
    images.handle(() => ({ status: 401, body: { error: { message: 'bad key' } } }));
    expect((await post({ toolId: 'text-to-image', prompt: 'x', size: 'square', n: 1 })).status).toBe(502);
    expect(images.requests).toHaveLength(1);
  });
});

describe('POST /api/images with a fallback provider (IMAGE_FALLBACK_*)', () => {
  it('hands over to the fallback, with its own model, once the primary keeps failing, and bills the fallback model', async () => {
    const primary = await startFakeService(() => ({ status: 500, body: { error: { message: 'down' } } }));
    const fallback = await startFakeService(() => ({ status: 200, body: { data: [{ b64_json: PNG }] } }));
    const billed: string[] = [];
    const withFallback = await startGateway({
      IMAGE_BASE_URL: `${primary.url}/v1`,
      IMAGE_API_KEY: 'img-key',
      IMAGE_MODEL: 'primary-model',
      IMAGE_TIMEOUT_MS: '5000',
      IMAGE_FALLBACK_BASE_URL: `${fallback.url}/v1`,
      IMAGE_FALLBACK_API_KEY: 'fallback-key',
      IMAGE_FALLBACK_MODEL: 'fallback-model',
    }, { quotaEvents: { onUsage: (record) => void billed.push(record.model) } });
    try {
      const res = await fetch(`${withFallback.url}/api/images`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ toolId: 'text-to-image', prompt: 'x', size: 'square', n: 1 }) });
      expect(await res.json()).toEqual({ images: [{ src: `data:image/png;base64,${PNG}` }] });
      expect(primary.requests).toHaveLength(3); // the first try and two retries
      expect(fallback.requests).toHaveLength(1);
      expect((JSON.parse(fallback.requests[0]!.body) as { model: string }).model).toBe('fallback-model');
      // The usage record names the model that answered, not the primary's.
      await expect.poll(() => billed).toEqual(['fallback-model']);
    } finally {
      await withFallback.close();
      await primary.close();
      await fallback.close();
    }
  });
});

