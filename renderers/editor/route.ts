import { Hono, type Context } from 'hono';
import { buildImproveMessages, buildRewriteMessages, MAX_EDITOR_CHARS } from '../../engine/editor/editor-prompts.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import type { Tool } from '../../engine/catalogue/types.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { outputCap } from '../../engine/usage/output-caps.ts';
import { estimateUsage } from '../../engine/usage/reservation.ts';
import { promptChars, type ChatMessage } from '../../engine/generation/messages.ts';
import { validateEditorImproveRequest, validateEditorRewriteRequest } from '../../engine/validation/generated/validators.js';
import { streamCompletionResponse } from '../../server/ai/stream-completion-response.ts';
import type { AiProviderConfig } from '../../server/config.ts';
import { apiError } from '../../server/http/api-error.ts';
import { limitBody } from '../../server/http/read-json-body.ts';
import { admitRequest, readValidBody, requireProvider } from '../../server/http/route-helper.ts';
import { isBlank } from '../../engine/validation/clean-text.ts';
import { declaredUsage, type UsageDeclaration } from '../../server/quota/daily-quotas.ts';
import type { QuotaGate } from '../../server/quota/quota-gate.ts';
import type { Moderation } from '../../server/safety/moderation.ts';
import type { RendererRoute } from '../../server/http/renderer-route.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';

function textProblem(c: Context, text: string) {
  if (isBlank(text)) return apiError(c, 400, 'blank_text', visitorMessage('editorBlankText'), 'text');
  if (text.length > MAX_EDITOR_CHARS) {
    return apiError(c, 413, 'text_too_long', visitorMessage('editorTextTooLong', { length: text.length, limit: MAX_EDITOR_CHARS }), 'text');
  }
  return null;
}

interface EditorRouteDeps {
  ai: AiProviderConfig | null;
  fallback?: AiProviderConfig | null;
  catalogue: Catalogue;
  quota?: QuotaGate;
  usage: UsageDeclaration;
  maxOutputTokens?: number;
  /** Content safety (MODERATION_*): the text is checked before generation, the answer as it streams. */
  moderation?: Moderation | null;
}

/** One editor request once its body is valid: what it asks the model, with which model, under which stream name. */
interface Edit {
  text: string;
  messages: () => ChatMessage[];
  model: (provider: AiProviderConfig) => string;
  stream: string;
}

/**
 * The rest of both editor requests: the text's checks, the provider, the quota and the stream. The
 * modes are the context options of the tool that uses this renderer (manifest data, no id here);
 * without such a tool, a rewrite is counted under the usage kind's name.
 */
async function answerEdit(c: Context, { ai, fallback = null, catalogue, quota, usage, maxOutputTokens = 4096, moderation = null }: EditorRouteDeps, editorTool: Tool | undefined, edit: Edit) {
  const problem = textProblem(c, edit.text);
  if (problem) return problem;
  const provider = requireProvider(c, ai);
  if (!provider.ok) return provider.response;
  const checked = await moderation?.checkInput(c, { tool: edit.stream, texts: [edit.text] });
  if (checked && !checked.ok) return checked.response;
  const messages = edit.messages();
  const model = edit.model(provider.value);
  const maxTokens = outputCap(editorTool, maxOutputTokens, catalogue.renderers);
  const ticket = await admitRequest(c, quota, { usage, tool: editorTool?.id ?? usage.kind, model, fallbackModel: fallback?.model, estimate: estimateUsage(promptChars(messages), maxTokens) });
  if (!ticket.ok) return ticket.response;
  return streamCompletionResponse(c, { provider: provider.value, fallback, model, messages, tool: edit.stream, maxTokens, onFinish: ticket.value.finish, moderation });
}

/** POST /api/editor/improve and /api/editor/rewrite: the AI Text Editor's two streams. */
export function editorRoute(deps: EditorRouteDeps): Hono {
  const route = new Hono();
  const editorTool = deps.catalogue.tools.find((t) => t.renderer === 'editor');

  route.post('/improve', limitBody, async (c) => {
    const read = await readValidBody(c, validateEditorImproveRequest);
    if (!read.ok) return read.response;
    const body = read.value;
    if (!editorTool?.contextOptions?.some((o) => o.value === body.mode)) {
      return apiError(c, 400, 'unknown_mode', visitorMessage('editorUnknownMode', { mode: quoteClientText(String(body.mode)) }), 'mode');
    }
    const messages = () => buildImproveMessages(editorTool, body.mode, body.text);
    return answerEdit(c, deps, editorTool, { text: body.text, messages, model: (p) => p.editorModel, stream: 'editor-improve' });
  });

  route.post('/rewrite', limitBody, async (c) => {
    const read = await readValidBody(c, validateEditorRewriteRequest, { action: { code: 'unknown_action' } });
    if (!read.ok) return read.response;
    const body = read.value;
    const messages = () => buildRewriteMessages(body.action, body.text);
    return answerEdit(c, deps, editorTool, { text: body.text, messages, model: (p) => p.selectionModel, stream: 'editor-rewrite' });
  });
  return route;
}

/** Mounted by the gateway at this renderer's endpoint (renderer.json). */
export const route: RendererRoute = ({ config, catalogue, quota, maxOutputTokens, renderer, moderation }) => editorRoute({ ai: config.ai, fallback: config.aiFallback, catalogue, quota, usage: declaredUsage(catalogue.renderers, renderer), maxOutputTokens, moderation });
