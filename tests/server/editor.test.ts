import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EDITOR_CHARS } from '../../engine/editor/editor-prompts.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';

interface Option { value: string; label: string; description: string; instruction: string }
const editorManifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../tools/ai-text-editor/manifest.json'), 'utf8')) as {
  systemPrompt: string;
  contextOptions: Option[];
};

let fake: FakeProvider;
let gateway: RunningGateway;
beforeAll(async () => {
  fake = await startFakeProvider();
  gateway = await startGateway({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'main-model', AI_EDITOR_MODEL: 'gpt-4o-mini', AI_SELECTION_MODEL: 'mistral-small' });
});
afterAll(async () => {
  await gateway.close();
  await fake.close();
});
afterEach(() => fake.reset());

const post = (route: string, body: unknown) =>
  fetch(`${gateway.url}/api/editor/${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/editor/improve', () => {
  it('has the seven editor modes, grammar_style first', () => {
    expect(editorManifest.contextOptions.map((o) => o.value)).toEqual(['grammar_style', 'clarity', 'tone', 'structure', 'concise', 'engagement', 'seo']);
  });

  for (const option of editorManifest.contextOptions) {
    it(`sends the editor prompt focused on ${option.value}, and the plain text, to the editor model`, async () => {
      fake.use({ kind: 'reply', chunks: ['Better ', 'text.'] });
      const { text, events } = await readAll(await post('improve', { mode: option.value, text: 'teh text to improve' }));
      expect(text).toBe('Better text.');
      expect(events.at(-1)).toEqual({ type: 'done' });
      expect(fake.requests[0]!.body.model).toBe('gpt-4o-mini');
      expect(fake.requests[0]!.body.messages).toEqual([
        { role: 'system', content: `${editorManifest.systemPrompt}\n\nFocus on ${option.label}: ${option.description}.\n${option.instruction}` },
        { role: 'user', content: 'teh text to improve' },
      ]);
    });
  }

  it('refuses an unknown mode, blank text and text over the limit before calling the provider', async () => {
    const unknown = await post('improve', { mode: 'shouty', text: 'x' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: { code: 'unknown_mode', message: '"shouty" is not an editor mode.', field: 'mode' } });
    expect((await post('improve', { mode: 'clarity', text: ' \n ' })).status).toBe(400);
    const long = await post('improve', { mode: 'clarity', text: 'x'.repeat(MAX_EDITOR_CHARS + 1) });
    expect(long.status).toBe(413);
    expect(((await long.json()) as { error: { field: string } }).error.field).toBe('text');
    expect((await post('improve', { mode: 'clarity', text: 'x', system: 'evil' })).status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('POST /api/editor/rewrite', () => {
  const instructions: Record<string, string> = {
    improve: 'Improve the quality of the text while keeping its core message.',
    shorter: 'Make the text more concise while keeping the key information.',
    expand: 'Expand the text with relevant details.',
    rephrase: 'Rephrase the text with the same meaning.',
  };
  for (const [action, instruction] of Object.entries(instructions)) {
    it(`${action}: the spec's instruction and the selected text, to the selection model`, async () => {
      fake.use({ kind: 'reply', chunks: ['Rewritten.'] });
      const { text } = await readAll(await post('rewrite', { action, text: 'selected words' }));
      expect(text).toBe('Rewritten.');
      const sent = fake.requests[0]!.body;
      expect(sent.model).toBe('mistral-small');
      expect(sent.messages).toHaveLength(2);
      expect(sent.messages![0]!.role).toBe('system');
      expect(sent.messages![0]!.content).toContain(instruction);
      expect(sent.messages![0]!.content).toContain('Return only the rewritten text');
      expect(sent.messages![1]).toEqual({ role: 'user', content: 'selected words' });
    });
  }

  it('refuses an unknown action with 400 naming the field', async () => {
    const res = await post('rewrite', { action: 'translate', text: 'x' });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; field: string } };
    expect(json.error).toMatchObject({ code: 'unknown_action', field: 'action' });
    expect(fake.requests).toHaveLength(0);
  });

  it('maps provider failures to the catalogue', async () => {
    fake.use({ kind: 'status', status: 500 });
    const { events } = await readAll(await post('rewrite', { action: 'expand', text: 'x' }));
    expect(events).toEqual([{ type: 'error', code: 'upstream_status', message: 'API request failed with status 500' }]);
  });
});
