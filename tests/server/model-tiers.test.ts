import { describe, expect, it } from 'vitest';
import { modelTierOf, tierModels } from '../../engine/providers/model-tier.ts';
import { registry } from '../../engine/registry/registry.ts';
import { postGenerate, readAll, readManifest } from '../helpers/gateway.ts';
import { withProviderGateways } from '../helpers/provider-gateway.ts';
import { captureLogs } from '../helpers/log-capture.ts';

const provider = withProviderGateways();

// A short-output tool and a long-output one, read from their manifests rather than assumed.
const FAST_TOOL = 'email-subject';
const STANDARD_TOOL = 'ai-writer';

describe('model tiers', () => {
  it('the manifests say it: short-output tools are fast, the others standard by default', () => {
    expect(readManifest(FAST_TOOL).modelTier).toBe('fast');
    expect(modelTierOf(registry.toolsById.get(FAST_TOOL)!, registry.categories)).toBe('fast');
    expect(modelTierOf(registry.toolsById.get(STANDARD_TOOL)!, registry.categories)).toBe('standard');
  });

  it("a category's tier is its tools' default; a manifest's own tier wins", () => {
    const categories = [{ id: 'names', modelTier: 'fast' as const }, { id: 'long' }];
    expect(modelTierOf({ category: 'names' }, categories)).toBe('fast');
    expect(modelTierOf({ category: 'names', modelTier: 'reasoning' }, categories)).toBe('reasoning');
    expect(modelTierOf({ category: 'long' }, categories)).toBe('standard');
    expect(tierModels('std', undefined, '')).toEqual({ fast: 'std', standard: 'std', reasoning: 'std' });
  });

  it('each tier asks for its model, named in X-Model, the access line and the token metrics', async () => {
    const logs = captureLogs();
    const g = await provider.gateway({ AI_MODEL: 'standard-model', AI_MODEL_FAST: 'fast-model', AI_MODEL_REASONING: 'thinking-model' }, { log: logs.log });
    const fast = await postGenerate(g.url, { toolId: FAST_TOOL, input: 'Spring sale' });
    expect(fast.headers.get('x-model')).toBe('fast-model');
    await readAll(fast);
    const standard = await postGenerate(g.url, { toolId: STANDARD_TOOL, input: 'x' });
    expect(standard.headers.get('x-model')).toBe('standard-model');
    await readAll(standard);
    expect(provider.fake.requests.map((r) => r.body.model)).toEqual(['fast-model', 'standard-model']);
    const lines = logs.lines().filter((l) => l.msg === 'request' && l.route === '/api/generate');
    expect(lines.map((l) => l.model)).toEqual(['fast-model', 'standard-model']);
    expect(await g.metrics.registry.getSingleMetricAsString('aiwt_generation_output_tokens_total')).toContain('model="fast-model"');
  });

  it('without AI_MODEL_FAST the fast tier is AI_MODEL', async () => {
    const g = await provider.gateway({ AI_MODEL: 'standard-model' });
    await readAll(await postGenerate(g.url, { toolId: FAST_TOOL, input: 'Spring sale' }));
    expect(provider.fake.requests[0]!.body.model).toBe('standard-model');
  });

  it("the fallback answers with its own model of the tool's tier", async () => {
    const g = await provider.gateway({
      AI_BASE_URL: 'http://127.0.0.1:1/v1',
      AI_MODEL: 'standard-model',
      AI_MODEL_FAST: 'fast-model',
      AI_FALLBACK_BASE_URL: provider.fake.baseUrl,
      AI_FALLBACK_MODEL: 'fallback-standard',
      AI_FALLBACK_MODEL_FAST: 'fallback-fast',
      AI_TIMEOUT_MS: '5000',
    });
    const res = await postGenerate(g.url, { toolId: FAST_TOOL, input: 'Spring sale' });
    // X-Model names the model that answered; the done event too, since it is not the tier's model asked first.
    expect(res.headers.get('x-model')).toBe('fallback-fast');
    const { events } = await readAll(res);
    expect(events.at(-1)).toEqual({ type: 'done', model: 'fallback-fast' });
    await readAll(await postGenerate(g.url, { toolId: STANDARD_TOOL, input: 'x' }));
    expect(provider.fake.requests.map((r) => r.body.model)).toEqual(['fallback-fast', 'fallback-standard']);
  });
});
