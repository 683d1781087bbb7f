import { describe, expect, it } from 'vitest';
import { toolPageData } from '../../engine/catalogue/client-data.ts';
import { localizeTool, type ToolLocale } from '../../engine/catalogue/localize-tool.ts';
import type { ToolPageData } from '../../engine/catalogue/types.ts';
import { registry } from '../../engine/registry/registry.ts';
import { postGenerate, readAll, readManifest } from '../helpers/gateway.ts';
import { withSharedProviderGateway } from '../helpers/provider-gateway.ts';

// A localized page shows translated labels, but what it sends is what the English page sends
// (the tool id, field names, English option values, context values), and the gateway builds the
// prompt from the English manifest only: the provider sees the same messages from either page.

const shared = withSharedProviderGateway();

const SCHEMA = '../../../schemas/tool-locale.schema.json' as const;
const spanish: Record<string, ToolLocale> = {
  'ad-copy': {
    $schema: SCHEMA,
    title: 'Textos para anuncios',
    fields: {
      product: { label: 'Producto o servicio', placeholder: 'p. ej., suscripción a un gimnasio en casa' },
      platform: { label: 'Plataforma', options: { 'Google Search': 'Búsqueda de Google', 'Facebook / Instagram': 'Facebook / Instagram', LinkedIn: 'LinkedIn', TikTok: 'TikTok', 'X (Twitter)': 'X (Twitter)', YouTube: 'YouTube' } },
    },
  },
  'ai-writer': {
    $schema: SCHEMA,
    title: 'Redactor con IA',
    contextOptions: { academic: { label: 'Académico', description: 'Prosa objetiva y bien argumentada.' } },
  },
};

function page(toolId: string, texts?: ToolLocale): ToolPageData {
  const tool = registry.toolsById.get(toolId)!;
  return toolPageData(localizeTool(tool, texts), registry.toolsById);
}

/** The messages the provider received for one request. */
async function messagesFor(body: unknown): Promise<unknown> {
  shared.fake.reset();
  const res = await postGenerate(shared.gateway.url, body);
  expect(res.status).toBe(200);
  await readAll(res);
  return shared.fake.requests[0]!.body.messages;
}

describe('a generate request from a localized page', () => {
  it('sends a select field\'s English value while showing its translation, and gets the English prompt', async () => {
    const english = page('ad-copy');
    const localized = page('ad-copy', spanish['ad-copy']);
    const platform = localized.fields!.find((f) => f.name === 'platform')!;
    // The visitor picks the option shown as "Búsqueda de Google": the form sends its value.
    const index = platform.optionLabels!.indexOf('Búsqueda de Google');
    expect(platform.options![index]).toBe('Google Search');
    expect(localized.title).toBe('Textos para anuncios');
    const body = (p: ToolPageData) => ({ toolId: p.id, input: '', fields: { product: 'FitBox', platform: p.fields!.find((f) => f.name === 'platform')!.options![index] } });

    const fromLocalized = await messagesFor(body(localized));
    const fromEnglish = await messagesFor(body(english));
    expect(fromLocalized).toEqual(fromEnglish);
    expect(fromLocalized).toEqual([
      { role: 'system', content: readManifest('ad-copy').systemPrompt },
      // The message's labels are the manifest's English ones, not the page's.
      { role: 'user', content: 'Product or service: FitBox\nPlatform: Google Search' },
    ]);
  });

  it('sends a context value, and the English instruction is appended, not the translated description', async () => {
    const localized = page('ai-writer', spanish['ai-writer']);
    const option = localized.contextOptions!.find((o) => o.label === 'Académico')!;
    const messages = (await messagesFor({ toolId: localized.id, input: 'Un ensayo sobre el agua', context: option.value })) as Array<{ content: string }>;
    const manifest = readManifest('ai-writer');
    const instruction = manifest.contextOptions.find((o: { value: string }) => o.value === 'academic').instruction;
    expect(messages[0]!.content).toBe(`${manifest.systemPrompt}\n\n${instruction}`);
    expect(JSON.stringify(messages)).not.toContain('Prosa objetiva');
  });
});
