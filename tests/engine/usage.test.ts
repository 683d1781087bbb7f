import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generationReducer, INITIAL_GENERATION } from '../../engine/generation/generation-reducer.ts';
import { NOTES } from '../../engine/generation/error-messages.ts';
import { decodeEvent, encodeEvent } from '../../engine/generation/stream-protocol.ts';
import { consumeWithin } from '../../engine/usage/counter.ts';
import { costUsd, parseModelPrices } from '../../engine/usage/model-prices.ts';
import { outputCap } from '../../engine/usage/output-caps.ts';
import { RENDERERS } from '../../engine/renderers/renderers.ts';
import { describeReset, nextUtcMidnight, secondsUntilReset, utcDay } from '../../engine/usage/quota-day.ts';
import { estimateTokens, parseProviderUsage, usageOrEstimate } from '../../engine/usage/token-usage.ts';
import { allowanceView } from '../../engine/usage/allowance.ts';
import { readQuotaHeaders } from '../../engine/usage/quota-headers.ts';
import { fairUseAnswer, GENERAL_FAIR_USE } from '../../engine/usage/fair-use-text.ts';

describe('token usage', () => {
  it('reads OpenAI usage and rejects anything else', () => {
    expect(parseProviderUsage({ prompt_tokens: 12, completion_tokens: 30, total_tokens: 42 })).toEqual({ inputTokens: 12, outputTokens: 30, estimated: false });
    expect(parseProviderUsage(null)).toBeNull();
    expect(parseProviderUsage({ prompt_tokens: -1, completion_tokens: 3 })).toBeNull();
    expect(parseProviderUsage({ completion_tokens: 3 })).toBeNull();
  });
  it('estimates characters / 4, rounded up, and marks the estimate', () => {
    expect(estimateTokens(0)).toBe(0);
    expect(estimateTokens(1)).toBe(1);
    expect(estimateTokens(8)).toBe(2);
    expect(usageOrEstimate(null, 40, 9)).toEqual({ inputTokens: 10, outputTokens: 3, estimated: true });
    const reported = { inputTokens: 1, outputTokens: 2, estimated: false };
    expect(usageOrEstimate(reported, 400, 400)).toBe(reported);
  });
});

describe('model prices', () => {
  it('parses pairs (model names may hold / and =) and JSON', () => {
    const pairs = parseModelPrices('mistralai/Mistral-Small-24B=0.1/0.3, gpt-4o-mini=0.15/0.6');
    expect(pairs.get('mistralai/Mistral-Small-24B')).toEqual({ inputPerMillion: 0.1, outputPerMillion: 0.3 });
    expect(pairs.get('gpt-4o-mini')).toEqual({ inputPerMillion: 0.15, outputPerMillion: 0.6 });
    expect(parseModelPrices('{"m": {"input": 1, "output": 2}}').get('m')).toEqual({ inputPerMillion: 1, outputPerMillion: 2 });
    expect(parseModelPrices(undefined).size).toBe(0);
  });
  it('names a bad entry', () => {
    expect(() => parseModelPrices('m=abc')).toThrow(/"m=abc" must look like model=input\/output/);
    expect(() => parseModelPrices('m=1/-2')).toThrow(/"m" needs two non-negative prices/);
    expect(() => parseModelPrices('{oops')).toThrow(/not valid JSON/);
  });
  it('prices usage per million tokens; an unpriced model costs 0', () => {
    expect(costUsd({ inputTokens: 1_000_000, outputTokens: 500_000 }, { inputPerMillion: 0.1, outputPerMillion: 0.3 })).toBeCloseTo(0.25);
    expect(costUsd({ inputTokens: 5, outputTokens: 5 }, undefined)).toBe(0);
  });
});

describe('quota day', () => {
  it('resets at midnight UTC', () => {
    const now = new Date('2026-11-25T21:47:30Z');
    expect(utcDay(now)).toBe('2026-11-25');
    expect(nextUtcMidnight(now).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(secondsUntilReset(now)).toBe(2 * 3600 + 12 * 60 + 30);
    expect(describeReset(now)).toBe('00:00 UTC (in 2 h 13 min)');
    expect(secondsUntilReset(new Date('2026-11-25T23:59:59.900Z'))).toBe(1);
  });
});

describe('output caps', () => {
  it('takes the manifest cap, else the renderer default, never above the server maximum', () => {
    expect(outputCap({ renderer: 'generic', maxOutputTokens: 1024 }, 4096, RENDERERS)).toBe(1024);
    expect(outputCap({ renderer: 'generic' }, 4096, RENDERERS)).toBe(2048);
    expect(outputCap({ renderer: 'editor' }, 4096, RENDERERS)).toBe(4096);
    expect(outputCap({ renderer: 'generic', maxOutputTokens: 8000 }, 4096, RENDERERS)).toBe(4096);
    expect(outputCap(undefined, 300, RENDERERS)).toBe(300);
  });
});

describe('consumeWithin (the rule of every quota counter)', () => {
  it('never lowers a counter and never takes it past its limit, whatever the order of requests', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 300 }), (limit, amounts) => {
        let value = 0;
        let admitted = 0;
        for (const amount of amounts) {
          const result = consumeWithin(value, amount, limit);
          expect(result.value).toBeGreaterThanOrEqual(value);
          if (limit > 0) expect(result.value).toBeLessThanOrEqual(limit);
          if (result.ok) admitted += amount;
          value = result.value;
        }
        expect(value).toBe(admitted);
        if (limit === 0) expect(admitted).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('allowance line and fair-use text', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  const resetAt = '2026-11-26T00:00:00.000Z';
  it('reads the X-Quota-* headers; none (quota off) gives null', () => {
    expect(readQuotaHeaders(headers({ 'X-Quota-Limit': '50', 'X-Quota-Remaining': '9', 'X-Quota-Reset-At': resetAt }))).toEqual({ limit: 50, remaining: 9, resetAt: new Date(resetAt) });
    expect(readQuotaHeaders(headers({}))).toBeNull();
  });
  it('says nothing before a generation is used, quietly the count after, plainly at 10 or fewer, the reset time at 0', () => {
    const at = (remaining: number, versions = 1) => allowanceView({ limit: 50, remaining, resetAt: new Date(resetAt) }, { versions, formatTime: (d) => d.toISOString() });
    expect(at(50)).toBeNull();
    expect(at(49)).toEqual({ text: '49 of 50 free generations left today', tone: 'quiet' });
    expect(at(11)).toEqual({ text: '11 of 50 free generations left today', tone: 'quiet' });
    expect(at(10)).toEqual({ text: '10 of 50 free generations left today', tone: 'low' });
    expect(at(1)).toEqual({ text: '1 of 50 free generations left today', tone: 'low' });
    expect(at(0)).toEqual({ text: `You have used today's 50 free generations. More are available from ${resetAt}.`, tone: 'out' });
    expect(allowanceView(null, { versions: 1, formatTime: String })).toBeNull();
  });
  it('says when the chosen versions need more generations than are left, and offers what is left', () => {
    const quota = { limit: 50, remaining: 2, resetAt: new Date(resetAt) };
    expect(allowanceView(quota, { versions: 3, formatTime: String })).toEqual({ text: '3 versions need 3 generations, and you have 2 left today.', tone: 'low', offer: 2 });
    expect(allowanceView(quota, { versions: 2, formatTime: String })).toEqual({ text: '2 of 50 free generations left today', tone: 'low' });
    // The gateway's refusal is the one message shown; the offer stays.
    const refusal = '3 versions need 3 generations, and you have 2 left today.';
    expect(allowanceView(quota, { versions: 3, refusal, formatTime: String })).toEqual({ text: refusal, tone: 'out', offer: 2 });
    expect(allowanceView({ ...quota, remaining: 0 }, { versions: 1, refusal: 'Used up.', formatTime: String })).toEqual({ text: 'Used up.', tone: 'out' });
  });
  it('describes the configured limits, and says so when there are none', () => {
    expect(fairUseAnswer({ generationsPerDay: 50, imagesPerDay: 10, outputTokensPerDay: 0, maxConcurrentStreams: 2 })).toMatch(
      /^Each visitor \(each internet address\) gets a fair daily allowance of 50 text generations \(editor actions included\), 10 images a day, reset at midnight UTC\..*Up to 2 generations can run at the same time\./,
    );
    expect(fairUseAnswer({ generationsPerDay: 0, imagesPerDay: 0, outputTokensPerDay: 0, maxConcurrentStreams: 0 })).toMatch(/^There is no daily limit per visitor on this site\. Very rapid/);
    expect(fairUseAnswer(undefined)).toBe(GENERAL_FAIR_USE);
  });
});

describe('length notice in the stream protocol and the page state', () => {
  it('round-trips done {truncated} and keeps plain done unchanged', () => {
    expect(encodeEvent({ type: 'done', truncated: true })).toBe('event: done\ndata: {"truncated":true}\n\n');
    expect(encodeEvent({ type: 'done' })).toBe('event: done\ndata: {}\n\n');
    expect(decodeEvent('done', '{"truncated":true}')).toEqual({ type: 'done', truncated: true });
    expect(decodeEvent('done', '{}')).toEqual({ type: 'done' });
  });
  it('marks a cut answer in the state until the next start', () => {
    const running = generationReducer(INITIAL_GENERATION, { type: 'start' });
    const cut = generationReducer(running, { type: 'done', truncated: true });
    expect(cut).toEqual({ status: 'done', output: '', error: null, notice: NOTES.lengthLimit });
    expect(generationReducer(cut, { type: 'start' }).notice).toBeUndefined();
    expect(generationReducer(running, { type: 'done' })).toEqual({ status: 'done', output: '', error: null });
  });
});
