import { Hono } from 'hono';
import { buildMessages } from '../../engine/generation/build-messages.ts';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import { HISTORY_BUDGET_CHARS } from '../../engine/generation/limits.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { streamCompletionResponse } from '../ai/stream-completion-response.ts';
import type { AiProviderConfig } from '../config.ts';
import { apiError } from '../http/api-error.ts';
import { limitBody, readJsonBody } from '../http/read-json-body.ts';
import { validateGenerateBody } from './validate-generate-request.ts';

export interface GenerateRouteDeps {
  ai: AiProviderConfig | null;
  /** AI_FALLBACK_*: takes over when the primary fails before the first byte. */
  fallback?: AiProviderConfig | null;
  catalogue: Catalogue;
}

/** POST /api/generate: validates, builds the prompt from the tool's manifest, streams the answer (stream-protocol.ts). */
export function generateRoute({ ai, fallback = null, catalogue }: GenerateRouteDeps): Hono {
  const route = new Hono();
  route.post('/', limitBody, async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const request = validateGenerateBody(parsed.body, catalogue);
    if ('status' in request) return apiError(c, request.status, request.code, request.message, request.field);
    if (!ai) return apiError(c, 503, 'not_configured', MESSAGES.notConfigured);
    return streamCompletionResponse(c, {
      provider: ai,
      fallback,
      messages: buildMessages({ ...request, historyBudgetChars: HISTORY_BUDGET_CHARS }),
      tool: request.tool.id,
    });
  });
  return route;
}
