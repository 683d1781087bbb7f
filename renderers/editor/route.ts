import { Hono, type Context } from 'hono';
import { buildImproveMessages, buildRewriteMessages, MAX_EDITOR_CHARS } from '../../engine/editor/editor-prompts.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { outputCap } from '../../engine/usage/output-caps.ts';
import { estimateUsage } from '../../engine/usage/reservation.ts';
import { promptChars } from '../../engine/generation/messages.ts';
import { validateEditorImproveRequest, validateEditorRewriteRequest } from '../../engine/validation/generated/validators.js';
import { streamCompletionResponse } from '../../server/ai/stream-completion-response.ts';
import type { AiProviderConfig } from '../../server/config.ts';
import { apiError } from '../../server/http/api-error.ts';
import { limitBody } from '../../server/http/read-json-body.ts';
import { admitRequest, readValidBody, requireProvider } from '../../server/http/route-helper.ts';
import { isBlank } from '../../engine/validation/clean-text.ts';
import type { QuotaGate } from '../../server/quota/quota-gate.ts';
import type { RendererRoute } from '../../server/http/renderer-route.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';

function textProblem(c: Context, text: string) {
  if (isBlank(text)) return apiError(c, 400, 'blank_text', visitorMessage('editorBlankText'), 'text');
  if (text.length > MAX_EDITOR_CHARS) {
    return apiError(c, 413, 'text_too_long', visitorMessage('editorTextTooLong', { length: text.length, limit: MAX_EDITOR_CHARS }), 'text');
  }
  return null;
}

/** POST /api/editor/improve and /api/editor/rewrite: the AI Text Editor's two streams. */
export function editorRoute({ ai, fallback = null, catalogue, quota, maxOutputTokens = 4096 }: { ai: AiProviderConfig | null; fallback?: AiProviderConfig | null; catalogue: Catalogue; quota?: QuotaGate; maxOutputTokens?: number }): Hono {
  const route = new Hono();
  // The editor's modes are the context options of the tool that uses the editor renderer (manifest data, no id here).
  const editorTool = catalogue.tools.find((t) => t.renderer === 'editor');

  route.post('/improve', limitBody, async (c) => {
    const read = await readValidBody(c, validateEditorImproveRequest);
    if (!read.ok) return read.response;
    const body = read.value;
    if (!editorTool?.contextOptions?.some((o) => o.value === body.mode)) {
      return apiError(c, 400, 'unknown_mode', visitorMessage('editorUnknownMode', { mode: quoteClientText(String(body.mode)) }), 'mode');
    }
    const problem = textProblem(c, body.text);
    if (problem) return problem;
    const provider = requireProvider(c, ai);
    if (!provider.ok) return provider.response;
    const messages = buildImproveMessages(editorTool, body.mode, body.text);
    const maxTokens = outputCap(editorTool, maxOutputTokens, catalogue.renderers);
    const ticket = await admitRequest(c, quota, { kind: 'editor', tool: editorTool.id, model: provider.value.editorModel, fallbackModel: fallback?.model, estimate: estimateUsage(promptChars(messages), maxTokens) });
    if (!ticket.ok) return ticket.response;
    return streamCompletionResponse(c, {
      provider: provider.value,
      fallback,
      model: provider.value.editorModel,
      messages,
      tool: 'editor-improve',
      maxTokens,
      onFinish: ticket.value.finish,
    });
  });

  route.post('/rewrite', limitBody, async (c) => {
    const read = await readValidBody(c, validateEditorRewriteRequest, { action: { code: 'unknown_action' } });
    if (!read.ok) return read.response;
    const body = read.value;
    const problem = textProblem(c, body.text);
    if (problem) return problem;
    const provider = requireProvider(c, ai);
    if (!provider.ok) return provider.response;
    const messages = buildRewriteMessages(body.action, body.text);
    const maxTokens = outputCap(editorTool, maxOutputTokens, catalogue.renderers);
    // Without an editor tool in the catalogue its use is counted under the renderer's name.
    const ticket = await admitRequest(c, quota, { kind: 'editor', tool: editorTool?.id ?? 'editor', model: provider.value.selectionModel, fallbackModel: fallback?.model, estimate: estimateUsage(promptChars(messages), maxTokens) });
    if (!ticket.ok) return ticket.response;
    return streamCompletionResponse(c, {
      provider: provider.value,
      fallback,
      model: provider.value.selectionModel,
      messages,
      tool: 'editor-rewrite',
      maxTokens,
      onFinish: ticket.value.finish,
    });
  });
  return route;
}

/** Mounted by the gateway at this renderer's endpoint (renderer.json). */
export const route: RendererRoute = ({ config, catalogue, quota, maxOutputTokens }) => editorRoute({ ai: config.ai, fallback: config.aiFallback, catalogue, quota, maxOutputTokens });
