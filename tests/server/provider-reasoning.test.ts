import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../engine/generation/stream-protocol.ts';
import type { UsageRecord } from '../../server/quota/quota-events.ts';
import { postGenerate, readAll, type RunningGateway } from '../helpers/gateway.ts';
import { withProviderGateways } from '../helpers/provider-gateway.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';

// Providers as they stream: content as parts, reasoning in its own fields or in a leading think
// block, usage wherever the provider puts it, and the finishes other than "stop". The chunks follow
// the providers' documented forms (each named where it is built).

const provider = withProviderGateways();
let logs: LogCapture;
let records: UsageRecord[];

function gateway(env: NodeJS.ProcessEnv = {}) {
  logs = captureLogs();
  records = [];
  return provider.gateway({ AI_TIMEOUT_MS: '1500', ...env }, { log: logs.log, quotaEvents: { onUsage: (r) => records.push(r) } });
}

const run = async (g: RunningGateway) => readAll(await postGenerate(g.url, { toolId: 'ai-writer', input: 'x' }));
const chunk = (delta: object, finish: string | null = null) => ({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] });
const reasoningOf = (events: StreamEvent[]) => events.map((e) => (e.type === 'reasoning' ? e.text : '')).join('');
const accessLine = () => logs.lines().find((l) => l.msg === 'request' && l.route === '/api/generate')!;

describe('content in every form', () => {
  it('Mistral thinking mode: content as an array of thinking and text parts gives the text parts in order', async () => {
    // https://docs.mistral.ai/capabilities/reasoning/ : content chunks {type:"thinking", thinking:[{type:"text",text}]} and {type:"text",text}.
    const g = await gateway();
    provider.fake.use({
      kind: 'events',
      events: [
        chunk({ role: 'assistant', content: [{ type: 'thinking', thinking: [{ type: 'text', text: 'Add 300 and 91.' }] }] }),
        chunk({ content: [{ type: 'text', text: '3' }] }),
        chunk({ content: [{ type: 'text', text: '91' }] }, 'stop'),
      ],
    });
    const { events, text } = await run(g);
    expect(text).toBe('391');
    expect(reasoningOf(events)).toBe('Add 300 and 91.');
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('Magistral: the whole answer as one array text part', async () => {
    const g = await gateway();
    provider.fake.use({ kind: 'events', events: [chunk({ role: 'assistant', content: [{ type: 'text', text: 'The whole answer.' }] }, 'stop')] });
    const { events, text } = await run(g);
    expect(text).toBe('The whole answer.');
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('DeepSeek-R1 on Groq or the HF router: a <think> block cut across chunks is reasoning, not the answer', async () => {
    const g = await gateway();
    provider.fake.use({ kind: 'events', events: ['<th', 'ink>\nOkay, so I want to', ' add them.</thi', 'nk>\n\n', 'The sum', ' is 391.'].map((c, i, all) => chunk({ content: c }, i === all.length - 1 ? 'stop' : null)) });
    const { events, text } = await run(g);
    expect(text).toBe('The sum is 391.');
    expect(reasoningOf(events)).toBe('\nOkay, so I want to add them.');
  });

  it('an unclosed think block at the end: the reasoning, then an honest error, never an empty success', async () => {
    const g = await gateway();
    provider.fake.use({ kind: 'events', events: [chunk({ content: '<think>Hmm, let me' }), chunk({ content: ' think more' }, 'length')] });
    const { events, text } = await run(g);
    expect(text).toBe('');
    expect(reasoningOf(events)).toBe('Hmm, let me think more');
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'no_answer' });
  });
});

describe('reasoning shown as reasoning', () => {
  it('reasoning counts as progress: a model that reasons longer than AI_TIMEOUT_MS before its answer is not cut off', async () => {
    const g = await gateway({ AI_TIMEOUT_MS: '1000' });
    const thoughts = Array.from({ length: 5 }, (_, i) => chunk({ reasoning_content: `step ${i}. ` }));
    provider.fake.use({ kind: 'events', events: [...thoughts, chunk({ content: 'Answer.' }, 'stop')], delayMs: 400 });
    const { events, text } = await run(g);
    expect(text).toBe('Answer.');
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('AI_FIRST_ANSWER_TIMEOUT_MS bounds a model that only reasons', async () => {
    const g = await gateway({ AI_TIMEOUT_MS: '1000', AI_FIRST_ANSWER_TIMEOUT_MS: '1200' });
    provider.fake.use({ kind: 'events', events: Array.from({ length: 40 }, () => chunk({ reasoning: 'still thinking. ' })), delayMs: 200, hold: true });
    const startedAt = Date.now();
    const { events } = await run(g);
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'timeout' });
    expect(reasoningOf(events)).toMatch(/^(still thinking\. )+$/);
    expect(Date.now() - startedAt).toBeLessThan(5000); // not the 8 s the provider would reason for
  });

  it('REASONING_DISPLAY=hidden: no reasoning event leaves the gateway, and reasoning still counts as progress', async () => {
    const g = await gateway({ AI_TIMEOUT_MS: '1000', REASONING_DISPLAY: 'hidden' });
    provider.fake.use({ kind: 'events', events: [chunk({ reasoning_content: 'a' }), chunk({ reasoning_content: 'b' }), chunk({ reasoning_content: 'c' }), chunk({ content: 'Done.' }, 'stop')], delayMs: 400 });
    const { events, text } = await run(g);
    expect(text).toBe('Done.');
    expect(events.filter((e) => e.type === 'reasoning')).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'done' });
  });
});

describe('usage as billed', () => {
  it('xAI bills reasoning outside completion_tokens: the log, the quota and the metrics count 342 output tokens', async () => {
    // https://docs.x.ai/docs/guides/reasoning : reasoning_content in the delta; usage.completion_tokens_details.reasoning_tokens.
    const g = await gateway();
    provider.fake.use({
      kind: 'events',
      events: [
        chunk({ reasoning_content: 'Thinking…' }),
        chunk({ content: 'Hi' }, 'stop'),
        { id: 'c', object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 12, completion_tokens: 2, total_tokens: 354, completion_tokens_details: { reasoning_tokens: 340 } } },
      ],
    });
    await run(g);
    expect(accessLine()).toMatchObject({ inputTokens: 12, outputTokens: 342, reasoningTokens: 340, usageSource: 'provider', model: 'test-model' });
    expect(records.map((r) => r.usage.outputTokens)).toEqual([342]);
    expect(await g.metrics.registry.getSingleMetricAsString('aiwt_generation_output_tokens_total')).toContain('aiwt_generation_output_tokens_total{model="test-model"} 342');
  });

  it("Groq's x_groq.usage is the provider's figure, not an estimate", async () => {
    // https://console.groq.com/docs/api-reference : the last chunk carries x_groq.usage.
    const g = await gateway();
    provider.fake.use({ kind: 'events', events: [chunk({ content: 'Hello' }), { ...chunk({}, 'stop'), x_groq: { id: 'req_1', usage: { prompt_tokens: 21, completion_tokens: 988, total_tokens: 1009 } } }] });
    await run(g);
    expect(accessLine()).toMatchObject({ inputTokens: 21, outputTokens: 988, usageSource: 'provider' });
  });

  it('usage inside an error chunk is counted', async () => {
    const g = await gateway();
    provider.fake.use({ kind: 'events', events: [chunk({ content: 'partial' }), { error: { message: 'overloaded', type: 'server_error' }, usage: { prompt_tokens: 30, completion_tokens: 7 } }] });
    const { events } = await run(g);
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'provider_error' });
    expect(accessLine()).toMatchObject({ inputTokens: 30, outputTokens: 7, usageSource: 'provider' });
  });

  it('cached prompt tokens are recorded; the estimate is used only when no usage came, and the log says so', async () => {
    const g = await gateway();
    provider.fake.use({ kind: 'events', events: [chunk({ content: 'Hi' }, 'stop'), { choices: [], usage: { prompt_tokens: 2000, completion_tokens: 1, total_tokens: 2001, prompt_tokens_details: { cached_tokens: 1920 } } }] });
    await run(g);
    expect(accessLine()).toMatchObject({ inputTokens: 2000, cachedInputTokens: 1920, usageSource: 'provider' });
    expect(records[0]!.usage.cachedInputTokens).toBe(1920);
    provider.fake.use({ kind: 'events', events: [chunk({ content: '12345678' }, 'stop')] });
    await run(g);
    const last = logs.lines().filter((l) => l.msg === 'request' && l.route === '/api/generate').at(-1)!;
    expect(last).toMatchObject({ outputTokens: 2, usageSource: 'estimate' });
  });
});

describe('other finishes', () => {
  it('finish_reason "content_filter": an honest error saying the provider declined, never an empty success', async () => {
    // Azure OpenAI: https://learn.microsoft.com/azure/ai-services/openai/concepts/content-filter (finish_reason "content_filter").
    const g = await gateway();
    provider.fake.use({ kind: 'events', events: [{ choices: [], prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }] }, chunk({ role: 'assistant', content: '' }), chunk({}, 'content_filter')] });
    const { events } = await run(g);
    expect(events).toEqual([{ type: 'error', code: 'content_filtered', message: 'The AI provider declined to answer this request. Please rephrase it and try again.' }]);
  });

  it('a clean end after text without finish_reason or [DONE] is a success', async () => {
    const g = await gateway();
    provider.fake.use({ kind: 'events', events: [chunk({ content: 'one ' }), chunk({ content: 'two' })], noDone: true });
    const { events, text } = await run(g);
    expect(text).toBe('one two');
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('chunks after the finish (filter results, moderation, empty choices) are read past', async () => {
    const g = await gateway();
    provider.fake.use({
      kind: 'events',
      events: [
        chunk({ content: 'Fine.' }, 'stop'),
        { choices: [{ index: 0, delta: {}, content_filter_results: { hate: { filtered: false, severity: 'safe' } } }] },
        { choices: [{ index: 0, delta: { content: ' (moderated)' } }], moderation: { flagged: false } },
        { choices: [] },
      ],
    });
    const { events, text } = await run(g);
    expect(text).toBe('Fine.');
    expect(events.at(-1)).toEqual({ type: 'done' });
  });
});
