import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageRecord } from '../../server/quota/quota-events.ts';
import { streamGeneration } from '../../src/features/generation/stream-generation.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { printFigures } from '../helpers/print-figures.ts';

// When the primary provider cannot be reached and the fallback (AI_FALLBACK_*) answers, the answer is
// accounted as the fallback's everywhere: its model and its prices, in the stream, the access log,
// the metrics, the usage records and the day's budget.
let fallback: FakeProvider;
let closedPort: number;
const open: RunningGateway[] = [];

/** A port nothing listens on: bound, then closed, so connecting is refused at once. */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  fallback = await startFakeProvider();
  fallback.use({ kind: 'reply', chunks: ['From', ' the', ' fallback.'] });
  closedPort = await freePort();
});
afterAll(async () => {
  await Promise.all(open.splice(0).map((g) => g.close()));
  await fallback.close();
});

describe('an answer from the fallback provider', () => {
  it('is billed at the fallback model and prices (priced 100×): stream, log, metrics, usage and budget', async () => {
    const logs = captureLogs();
    const usage: UsageRecord[] = [];
    const shares: number[] = [];
    const budgetUsd = 1;
    const g = await startGateway(
      {
        AI_BASE_URL: `http://127.0.0.1:${closedPort}/v1`,
        AI_MODEL: 'primary-model',
        AI_FALLBACK_BASE_URL: fallback.baseUrl,
        AI_FALLBACK_MODEL: 'fallback-model',
        AI_TIMEOUT_MS: '3000',
        MODEL_PRICES: 'primary-model=1/1,fallback-model=100/100',
        DAILY_BUDGET_USD: String(budgetUsd),
      },
      { log: logs.log, quotaEvents: { onUsage: (r) => usage.push(r), onBudgetShare: (s) => shares.push(s) } },
    );
    open.push(g);
    const res = await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A note to the team' });
    expect(res.status).toBe(200);
    const { text, events } = await readAll(res);
    expect(text).toBe('From the fallback.');
    // The headers wait for the provider that answers: X-Model and the done event name the model that wrote the text.
    expect(res.headers.get('x-model')).toBe('fallback-model');
    expect(events.at(-1)).toEqual({ type: 'done', model: 'fallback-model' });

    // What the fallback billed: the fake reports prompt characters / 4 and one token per chunk.
    expect(fallback.requests).toHaveLength(1);
    const promptChars = (fallback.requests[0]!.body.messages ?? []).reduce((n, m) => n + m.content.length, 0);
    const billed = { input: Math.ceil(promptChars / 4), output: 3 };
    const actualUsd = (billed.input * 100 + billed.output * 100) / 1e6;
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ model: 'fallback-model', usage: { inputTokens: billed.input, outputTokens: billed.output } });
    expect(usage[0]!.costUsd).toBeCloseTo(actualUsd, 12);
    expect(shares.at(-1)! * budgetUsd).toBeCloseTo(actualUsd, 8);
    printFigures(`[figures] fallback priced 100x: recorded $${usage[0]!.costUsd.toFixed(7)}, budget counted $${(shares.at(-1)! * budgetUsd).toFixed(7)}, actual $${actualUsd.toFixed(7)}`);

    const access = logs.lines().find((l) => l.tool === 'ai-email-writer' && 'outcome' in l);
    expect(access?.model).toBe('fallback-model');
    const metrics = await g.metrics.registry.metrics();
    expect(metrics).toMatch(new RegExp(`generation_output_tokens_total\\{model="fallback-model"\\} ${billed.output}`));
    expect(metrics).not.toMatch(/generation_output_tokens_total\{model="primary-model"\}/);
    expect(metrics).toMatch(/usage_spend_usd_total\{model="fallback-model",tool="ai-email-writer"\}/);

    // The browser's stream reader ends with the model that answered: the one a saved result keeps.
    const models: Array<string | null> = [];
    await streamGeneration(`${g.url}/api/generate`, { toolId: 'ai-email-writer', input: 'Another note' }, new AbortController().signal, () => undefined, { onModel: (m) => models.push(m) });
    expect(models).toEqual(['fallback-model', 'fallback-model']);
  }, 20_000);
});
