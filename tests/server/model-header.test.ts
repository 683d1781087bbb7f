import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';

// The stream's headers wait for the provider that answers, so X-Model names the model that wrote the
// answer: the fallback's when the primary (on a closed port, 127.0.0.1:1) could not be reached.
let fallback: FakeProvider;
let primary: FakeProvider;
const open: RunningGateway[] = [];

beforeAll(async () => {
  [fallback, primary] = await Promise.all([startFakeProvider(), startFakeProvider()]);
});
afterAll(async () => {
  await Promise.all(open.splice(0).map((g) => g.close()));
  await Promise.all([fallback.close(), primary.close()]);
});

async function gatewayWith(primaryUrl: string): Promise<RunningGateway> {
  const g = await startGateway({ AI_BASE_URL: primaryUrl, AI_MODEL: 'primary-model', AI_FALLBACK_BASE_URL: fallback.baseUrl, AI_FALLBACK_MODEL: 'fallback-model', AI_TIMEOUT_MS: '5000' });
  open.push(g);
  return g;
}

describe('X-Model names the model that answered', () => {
  it("is the fallback's model when the fallback answered", async () => {
    fallback.use({ kind: 'reply', chunks: ['From', ' the fallback.'] });
    const g = await gatewayWith('http://127.0.0.1:1/v1');
    const res = await postGenerate(g.url, { toolId: 'ai-writer', input: 'A slogan' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-model')).toBe('fallback-model');
    const { text, events } = await readAll(res);
    expect(text).toBe('From the fallback.');
    expect(events.at(-1)).toEqual({ type: 'done', model: 'fallback-model' });
  }, 20_000);

  it("is the primary's model when the primary answered, however long it took to start", async () => {
    primary.use({ kind: 'reply', chunks: ['Late', ' but here.'], firstDelayMs: 300 });
    const g = await gatewayWith(primary.baseUrl);
    const res = await postGenerate(g.url, { toolId: 'ai-writer', input: 'A slogan' });
    expect(res.headers.get('x-model')).toBe('primary-model');
    const { text, events } = await readAll(res);
    expect(text).toBe('Late but here.');
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it("with several versions, names the model of the first provider to answer; each done event names its own", async () => {
    fallback.use({ kind: 'reply', chunks: ['One', ' answer.'] });
    const g = await gatewayWith('http://127.0.0.1:1/v1');
    const res = await postGenerate(g.url, { toolId: 'ai-writer', input: 'A slogan', versions: 2 });
    expect(res.headers.get('x-model')).toBe('fallback-model');
    const { events } = await readAll(res);
    const done = events.filter((e) => e.type === 'done');
    expect(done).toHaveLength(2);
    for (const e of done) expect(e).toMatchObject({ model: 'fallback-model' });
  }, 20_000);
});
