// Provider conformance: every stream under tests/fixtures/providers (each written from that
// provider's own documentation) replayed through the real gateway, its bytes cut at random places
// (inside multi-byte characters and JSON lines too), and what the visitor got and what the gateway
// recorded compared with the fixture's expectation: the answer text, the reasoning, the outcome
// and the usage in the access line and /metrics. The streams with reasoning run again through a
// gateway whose operator hides reasoning: the same answer, and no reasoning event at all.
import { createParser } from 'eventsource-parser';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureProvider, type FixtureProvider } from '../fixtures/providers/fixture-provider.ts';
import { readProviderFixtures, type ProviderFixture } from '../fixtures/providers/provider-fixtures.ts';
import { postGenerate, startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';

/** Random cuts per fixture: enough to land in characters and lines, few enough for the file to stay fast. */
const RUNS_PER_FIXTURE = 8;

const fixtures = readProviderFixtures();
let provider: FixtureProvider;
let capture: LogCapture;
let gateway: RunningGateway;
/** The same gateway with the operator's REASONING_DISPLAY=hidden. */
let hidingGateway: RunningGateway;
let requestNumber = 0;

beforeAll(async () => {
  provider = await startFixtureProvider();
  capture = captureLogs();
  const env = { AI_BASE_URL: provider.baseUrl, AI_MODEL: 'conformance-model' };
  gateway = await startGateway(env, { log: capture.log });
  hidingGateway = await startGateway({ ...env, REASONING_DISPLAY: 'hidden' }, { log: capture.log });
});
afterAll(async () => {
  await Promise.all([gateway.close(), hidingGateway.close()]);
  await provider.close();
});

interface Replay {
  text: string;
  reasoning: string;
  outcome: string;
  /** The request's access line. */
  line: Record<string, unknown>;
  /** What the request added to the /metrics token counters. */
  metered: { input: number; output: number };
}

/** The token counters' totals over every model. */
async function meteredTokens(gateway: RunningGateway): Promise<{ input: number; output: number }> {
  const total = async (counter: RunningGateway['metrics']['inputTokens']) => (await counter.get()).values.reduce((n, v) => n + v.value, 0);
  return { input: await total(gateway.metrics.inputTokens), output: await total(gateway.metrics.outputTokens) };
}

/** The gateway's events as the browser receives them (raw SSE: no event type is filtered out here). */
async function readEvents(response: Response): Promise<Array<{ event: string; data: Record<string, unknown> }>> {
  const events: Array<{ event: string; data: Record<string, unknown> }> = [];
  const parser = createParser({ onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) as Record<string, unknown> }) });
  parser.feed(await response.text());
  return events;
}

async function accessLine(reqId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i++) {
    const line = capture.lines().find((l) => l.msg === 'request' && l.reqId === reqId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no access line for ${reqId}`);
}

async function replay(gateway: RunningGateway, fixture: ProviderFixture, cuts: number[]): Promise<Replay> {
  provider.serve(fixture, cuts);
  const reqId = `conformance-${++requestNumber}`;
  const before = await meteredTokens(gateway);
  const response = await postGenerate(gateway.url, { toolId: 'ai-writer', input: 'Conformance check' }, { headers: { 'X-Request-Id': reqId } });
  expect(response.status).toBe(200);
  const events = await readEvents(response);
  const joined = (type: string) => events.filter((e) => e.event === type).map((e) => String(e.data.text)).join('');
  const ends = events.filter((e) => e.event === 'done' || e.event === 'error');
  expect(ends, 'exactly one done or error event, and it is the last').toHaveLength(1);
  expect(events.at(-1)).toBe(ends[0]);
  const end = ends[0]!;
  const outcome = end.event === 'error' ? `error:${String(end.data.code)}` : end.data.truncated === true ? 'truncated' : 'done';
  const line = await accessLine(reqId);
  const after = await meteredTokens(gateway);
  return { text: joined('delta'), reasoning: joined('reasoning'), outcome, line, metered: { input: after.input - before.input, output: after.output - before.output } };
}

/** Byte offsets that fall inside a multi-byte UTF-8 character (a cut there splits the character). */
function insideCharacters(bytes: Buffer): number[] {
  const offsets: number[] = [];
  for (let i = 1; i < bytes.length; i++) if ((bytes[i]! & 0xc0) === 0x80) offsets.push(i);
  return offsets;
}

/** Any cuts, plus (when the body has multi-byte characters) some inside them. */
function cutsOf(fixture: ProviderFixture): fc.Arbitrary<number[]> {
  const bytes = Buffer.from(fixture.body, 'utf8');
  const anywhere = fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 });
  const inside = insideCharacters(bytes);
  const inCharacters = inside.length > 0 ? fc.uniqueArray(fc.constantFrom(...inside), { maxLength: 4 }) : fc.constant([]);
  return fc.tuple(anywhere, inCharacters).map(([a, b]) => [...a, ...b].sort((x, y) => x - y));
}

function expectUsage(fixture: ProviderFixture, { line, metered }: Replay): void {
  // /metrics counts the same figures as the access line (and so the budget and the usage report).
  expect(metered, '/metrics token counters').toEqual({ input: line.inputTokens, output: line.outputTokens });
  const usage = fixture.expect.usage;
  if (usage === null) {
    // No usage at all: the gateway estimates, and says so.
    expect(line.usageSource, 'usageSource').toBe('estimate');
    return;
  }
  expect({ usageSource: line.usageSource, inputTokens: line.inputTokens, outputTokens: line.outputTokens }, 'the provider’s usage as billed').toEqual({
    usageSource: 'provider',
    inputTokens: usage.input,
    outputTokens: usage.output,
  });
  if (usage.cached !== undefined) expect(line.cachedInputTokens, 'cached prompt tokens').toBe(usage.cached);
}

describe('provider conformance: each documented stream, cut anywhere, through the real gateway', () => {
  it('has fixtures for every provider the presets and the docs name', () => {
    const dirs = new Set(fixtures.map((f) => f.file.split('/')[0]));
    for (const dir of ['openai', 'azure', 'mistral', 'groq', 'deepseek', 'together', 'fireworks', 'openrouter', 'xai', 'gemini', 'ollama', 'vllm', 'llamacpp', 'lmstudio', 'tgi', 'huggingface']) {
      expect(dirs, dir).toContain(dir);
    }
  });

  for (const fixture of fixtures) {
    it(`${fixture.file} (${fixture.provider}: ${fixture.quirks.join('; ')})`, async () => {
      await fc.assert(
        fc.asyncProperty(cutsOf(fixture), async (cuts) => {
          const got = await replay(gateway, fixture, cuts);
          expect({ text: got.text, reasoning: got.reasoning, outcome: got.outcome }).toEqual({ text: fixture.expect.text, reasoning: fixture.expect.reasoning, outcome: fixture.expect.outcome });
          expectUsage(fixture, got);
        }),
        { numRuns: RUNS_PER_FIXTURE, endOnFailure: true },
      );
    });
  }
});

describe('provider conformance with REASONING_DISPLAY=hidden', () => {
  for (const fixture of fixtures.filter((f) => f.expect.reasoning !== '')) {
    it(`${fixture.file}: the same answer, outcome and usage, and no reasoning leaves the gateway`, async () => {
      await fc.assert(
        fc.asyncProperty(cutsOf(fixture), async (cuts) => {
          const got = await replay(hidingGateway, fixture, cuts);
          expect({ text: got.text, reasoning: got.reasoning, outcome: got.outcome }).toEqual({ text: fixture.expect.text, reasoning: '', outcome: fixture.expect.outcome });
          expectUsage(fixture, got);
        }),
        { numRuns: 2, endOnFailure: true },
      );
    });
  }
});
