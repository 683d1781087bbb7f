import { Hono } from 'hono';
import { buildMessages } from '../../engine/generation/build-messages.ts';
import { HISTORY_BUDGET_CHARS } from '../../engine/generation/limits.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { modelTierOf } from '../../engine/providers/model-tier.ts';
import { outputCap } from '../../engine/usage/output-caps.ts';
import { estimateUsage } from '../../engine/usage/reservation.ts';
import { promptChars } from '../../engine/generation/messages.ts';
import { streamCompletionResponse } from '../ai/stream-completion-response.ts';
import type { AiProviderConfig } from '../config.ts';
import { limitBody, readJsonBody } from '../http/read-json-body.ts';
import { admitRequest, problemResponse, requireProvider } from '../http/route-helper.ts';
import { declaredUsage } from '../quota/daily-quotas.ts';
import type { QuotaGate } from '../quota/quota-gate.ts';
import { generateRequestTexts, type Moderation } from '../safety/moderation.ts';
import { validateGenerateBody } from './validate-generate-request.ts';

export interface GenerateRouteDeps {
  ai: AiProviderConfig | null;
  /** AI_FALLBACK_*: takes over when the primary fails before the first byte. */
  fallback?: AiProviderConfig | null;
  catalogue: Catalogue;
  /** Daily quotas, budget and stream cap; none in tests that do not need them. */
  quota?: QuotaGate;
  /** MAX_OUTPUT_TOKENS: the ceiling of every manifest's cap. */
  maxOutputTokens?: number;
  /** Content safety (MODERATION_*): checks the request before generation and the answer as it streams. */
  moderation?: Moderation | null;
}

/** POST /api/generate: validates, builds the prompt from the tool's manifest, streams the answer (stream-protocol.ts). */
export function generateRoute({ ai, fallback = null, catalogue, quota, maxOutputTokens = 4096, moderation = null }: GenerateRouteDeps): Hono {
  const route = new Hono();
  route.post('/', limitBody, async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const request = validateGenerateBody(parsed.body, catalogue);
    if ('status' in request) return problemResponse(c, request);
    const provider = requireProvider(c, ai);
    if (!provider.ok) return provider.response;
    // Checked before the quota is asked: a blocked request reaches no model and costs the visitor nothing.
    const checked = await moderation?.checkInput(c, { tool: request.tool.id, texts: generateRequestTexts(request) });
    if (checked && !checked.ok) return checked.response;
    // Each version is one generation of the daily quota; the request takes one stream slot whatever its versions.
    // A visitor with fewer generations left than versions asked for is refused (daily_quota), never served fewer.
    // The tool's tier (its manifest's, else its category's) picks the operator's model for it, and the fallback's.
    const tier = modelTierOf(request.tool, catalogue.categories);
    const model = provider.value.tierModels?.[tier] ?? provider.value.model;
    const fallbackModel = fallback ? (fallback.tierModels?.[tier] ?? fallback.model) : undefined;
    // The budget and the output-token quota reserve what it may cost at most: the prompt, and the output cap of every version.
    const messages = buildMessages({ tool: request.tool, input: request.input, context: request.context, controls: request.controls, fields: request.fields, history: request.history, refine: request.refine, historyBudgetChars: HISTORY_BUDGET_CHARS });
    const maxTokens = outputCap(request.tool, maxOutputTokens, catalogue.renderers);
    const estimate = estimateUsage(promptChars(messages), maxTokens, request.versions);
    const ticket = await admitRequest(c, quota, { usage: declaredUsage(catalogue.renderers, request.tool.renderer), tool: request.tool.id, model, fallbackModel, count: request.versions, estimate });
    if (!ticket.ok) return ticket.response;
    // The model's name is not a secret (the key is): the browser keeps it with a saved result. X-Model names
    // the model that answered (the fallback's when it stood in); the done event names it too when it is not `model`.
    return streamCompletionResponse(c, {
      provider: provider.value,
      fallback,
      model,
      tier,
      messages,
      tool: request.tool.id,
      maxTokens,
      onFinish: ticket.value.finish,
      versions: request.versions,
      modelHeader: 'X-Model',
      moderation,
    });
  });
  return route;
}
