import { Hono, type Context } from 'hono';
import { buildImproveMessages, buildRewriteMessages, MAX_EDITOR_CHARS } from '../../engine/editor/editor-prompts.ts';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { outputCap } from '../../engine/usage/output-caps.ts';
import { estimateUsage } from '../../engine/usage/reservation.ts';
import { promptChars } from '../../engine/generation/messages.ts';
import { validateEditorImproveRequest, validateEditorRewriteRequest } from '../../engine/validation/generated/validators.js';
import { streamCompletionResponse } from '../ai/stream-completion-response.ts';
import type { AiProviderConfig } from '../config.ts';
import { apiError, fieldFromPointer } from '../http/api-error.ts';
import { limitBody, readJsonBody } from '../http/read-json-body.ts';
import { isBlank } from '../../engine/validation/clean-text.ts';
import type { QuotaGate } from '../quota/quota-gate.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';

interface AjvLike {
  errors?: Array<{ instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }> | null;
}

function schemaError(c: Context, validator: AjvLike) {
  const e = validator.errors?.[0];
  const extra = e?.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : undefined;
  const field = fieldFromPointer(e?.instancePath ?? '', (e?.params.missingProperty as string | undefined) ?? extra);
  const message = extra ? `Unknown field "${quoteClientText(extra)}".` : e?.keyword === 'enum' ? `${field} must be one of: ${(e.params.allowedValues as string[]).join(', ')}.` : `${field} ${e?.message ?? 'is invalid'}.`;
  return apiError(c, 400, e?.keyword === 'enum' ? 'unknown_action' : 'invalid_request', message, field);
}

function textProblem(c: Context, text: string) {
  if (isBlank(text)) return apiError(c, 400, 'blank_text', 'There is no text to work on.', 'text');
  if (text.length > MAX_EDITOR_CHARS) {
    return apiError(c, 413, 'text_too_long', `The text is ${text.length} characters long; the limit is ${MAX_EDITOR_CHARS}.`, 'text');
  }
  return null;
}

/** POST /api/editor/improve and /api/editor/rewrite: the AI Text Editor's two streams. */
export function editorRoute({ ai, fallback = null, catalogue, quota, maxOutputTokens = 4096 }: { ai: AiProviderConfig | null; fallback?: AiProviderConfig | null; catalogue: Catalogue; quota?: QuotaGate; maxOutputTokens?: number }): Hono {
  const route = new Hono();
  // The editor's modes are the context options of the tool that uses the editor renderer (manifest data, no id here).
  const editorTool = catalogue.tools.find((t) => t.renderer === 'editor');

  route.post('/improve', limitBody, async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const body = parsed.body;
    if (!validateEditorImproveRequest(body)) return schemaError(c, validateEditorImproveRequest);
    if (!editorTool?.contextOptions?.some((o) => o.value === body.mode)) {
      return apiError(c, 400, 'unknown_mode', `"${quoteClientText(String(body.mode))}" is not an editor mode.`, 'mode');
    }
    const problem = textProblem(c, body.text);
    if (problem) return problem;
    if (!ai) return apiError(c, 503, 'not_configured', MESSAGES.notConfigured);
    const messages = buildImproveMessages(editorTool, body.mode, body.text);
    const maxTokens = outputCap(editorTool, maxOutputTokens);
    const admission = await quota?.admit(c, { kind: 'editor', tool: editorTool.id, model: ai.editorModel, fallbackModel: fallback?.model, estimate: estimateUsage(promptChars(messages), maxTokens) });
    if (admission && !admission.ok) return admission.response;
    return streamCompletionResponse(c, {
      provider: ai,
      fallback,
      model: ai.editorModel,
      messages,
      tool: 'editor-improve',
      maxTokens,
      onFinish: admission?.ticket.finish,
    });
  });

  route.post('/rewrite', limitBody, async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const body = parsed.body;
    if (!validateEditorRewriteRequest(body)) return schemaError(c, validateEditorRewriteRequest);
    const problem = textProblem(c, body.text);
    if (problem) return problem;
    if (!ai) return apiError(c, 503, 'not_configured', MESSAGES.notConfigured);
    const messages = buildRewriteMessages(body.action, body.text);
    const maxTokens = outputCap(editorTool, maxOutputTokens);
    // Without an editor tool in the catalogue its use is counted under the renderer's name.
    const admission = await quota?.admit(c, { kind: 'editor', tool: editorTool?.id ?? 'editor', model: ai.selectionModel, fallbackModel: fallback?.model, estimate: estimateUsage(promptChars(messages), maxTokens) });
    if (admission && !admission.ok) return admission.response;
    return streamCompletionResponse(c, {
      provider: ai,
      fallback,
      model: ai.selectionModel,
      messages,
      tool: 'editor-rewrite',
      maxTokens,
      onFinish: admission?.ticket.finish,
    });
  });
  return route;
}
