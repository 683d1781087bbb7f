import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { buildMessages } from '../../engine/generation/build-messages.ts';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import { HISTORY_BUDGET_CHARS, MAX_BODY_BYTES } from '../../engine/generation/limits.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { streamChatCompletion } from '../ai/chat-completion-stream.ts';
import { UpstreamError } from '../ai/upstream-error.ts';
import type { AiProviderConfig } from '../config.ts';
import { apiError } from '../http/api-error.ts';
import { sseStream } from '../http/sse-stream.ts';
import { validateGenerateBody } from './validate-generate-request.ts';

export interface GenerateRouteDeps {
  ai: AiProviderConfig | null;
  catalogue: Catalogue;
}

/** POST /api/generate: validates, builds the prompt from the tool's manifest, streams the answer (stream-protocol.ts). */
export function generateRoute({ ai, catalogue }: GenerateRouteDeps): Hono {
  const route = new Hono();
  route.post(
    '/',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => apiError(c, 413, 'body_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return apiError(c, 400, 'invalid_json', 'The request body must be valid JSON.');
      }
      const request = validateGenerateBody(body, catalogue);
      if ('status' in request) return apiError(c, request.status, request.code, request.message, request.field);
      if (!ai) return apiError(c, 503, 'not_configured', MESSAGES.notConfigured);

      const messages = buildMessages({ ...request, historyBudgetChars: HISTORY_BUDGET_CHARS });
      const started = Date.now();
      return sseStream(c, async (send, signal) => {
        let chars = 0;
        let outcome = 'done';
        try {
          for await (const text of streamChatCompletion({ provider: ai, messages, signal })) {
            chars += text.length;
            await send({ type: 'delta', text });
          }
          await send({ type: 'done' });
        } catch (error) {
          const mapped = error instanceof UpstreamError ? error : new UpstreamError('internal', MESSAGES.fallback);
          outcome = signal.aborted ? 'aborted' : mapped.code;
          if (!(error instanceof UpstreamError)) console.error('[generate] unexpected error', error);
          if (!signal.aborted) await send({ type: 'error', code: mapped.code, message: mapped.message });
        } finally {
          // Never the visitor's text: only what an operator needs to see the service is healthy.
          console.log(`[generate] tool=${request.tool.id} outcome=${outcome} chars=${chars} ms=${Date.now() - started}`);
        }
      });
    },
  );
  return route;
}

