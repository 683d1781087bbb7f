import { Hono, type Context } from 'hono';
import { ERROR_CODES } from '../../engine/errors/error-codes.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import { MAX_IMAGE_PROMPT_CHARS, promptWithStyle } from '../../engine/images/image-options.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { isBlank } from '../../engine/validation/clean-text.ts';
import { validateImageRequest } from '../../engine/validation/generated/validators.js';
import { generateImages, ImageRefusedError } from '../../server/ai/image-generations.ts';
import { UpstreamError } from '../../server/ai/upstream-error.ts';
import type { ImageProviderConfig } from '../../server/config.ts';
import { apiError } from '../../server/http/api-error.ts';
import { limitBody } from '../../server/http/read-json-body.ts';
import { admitRequest, findTool, problemResponse, readValidBody, requireProvider } from '../../server/http/route-helper.ts';
import { StopController } from '../../server/http/stop-signal.ts';
import { declaredUsage, type UsageDeclaration } from '../../server/quota/daily-quotas.ts';
import type { QuotaGate } from '../../server/quota/quota-gate.ts';
import type { Moderation } from '../../server/safety/moderation.ts';
import type { RendererRoute } from '../../server/http/renderer-route.ts';

/** The visitor's request went away (Stop, another page, a closed tab): the provider's connection closes with it. */
function stopWhenClientLeaves(c: Context): { signal: StopController; forget: () => void } {
  const stop = new StopController();
  const onGone = () => stop.stop('client gone');
  const raw = c.req.raw.signal;
  if (raw.aborted) onGone();
  raw.addEventListener('abort', onGone, { once: true });
  return { signal: stop, forget: () => raw.removeEventListener('abort', onGone) };
}

/** How an image request ended, for the log and the upstream-error metric. */
function outcomeOf(error: unknown, clientGone: boolean): string {
  if (error instanceof ImageRefusedError) return 'refused';
  if (clientGone) return 'aborted';
  if (error instanceof UpstreamError) return error.code === 'upstream_status' ? 'status' : error.code === 'no_images' ? 'empty' : error.code;
  return 'error';
}

/**
 * POST /api/images {toolId, prompt, size, n, style?}: an OpenAI-compatible
 * /images/generations call through the gateway, with the same validation,
 * limits, error catalogue, retries and fallback as text tools. Aborted when the visitor leaves.
 */
export function imagesRoute({ images, catalogue, quota, usage, moderation = null }: { images: ImageProviderConfig | null; catalogue: Catalogue; quota?: QuotaGate; usage: UsageDeclaration; moderation?: Moderation | null }): Hono {
  const route = new Hono();
  route.post('/', limitBody, async (c) => {
    const read = await readValidBody(c, validateImageRequest);
    if (!read.ok) return read.response;
    const body = read.value;
    const tool = findTool(catalogue, body.toolId, 'image', 'imageWrongTool');
    if ('status' in tool) return problemResponse(c, tool);
    if (isBlank(body.prompt)) return apiError(c, 400, 'blank_input', visitorMessage('imageBlankPrompt'), 'prompt');
    if (body.prompt.length > MAX_IMAGE_PROMPT_CHARS) {
      return apiError(c, 413, 'input_too_long', visitorMessage('imagePromptTooLong', { length: body.prompt.length, limit: MAX_IMAGE_PROMPT_CHARS }), 'prompt');
    }
    const provider = requireProvider(c, images, 'image_not_configured');
    if (!provider.ok) return provider.response;
    // The prompt is checked like a text tool's request, before the quota is asked.
    const checked = await moderation?.checkInput(c, { tool: tool.id, texts: [body.prompt] });
    if (checked && !checked.ok) return checked.response;
    // Each image asked for counts toward the visitor's daily image quota.
    const ticket = await admitRequest(c, quota, { usage, tool: tool.id, model: provider.value.model, count: body.n });
    if (!ticket.ok) return ticket.response;

    const { metrics, log } = c.get('telemetry');
    const client = stopWhenClientLeaves(c);
    const started = Date.now();
    let delivered = 0;
    let outcome = 'done';
    // The model that answered (the fallback's, when it took over) is the one billed and logged.
    let answeredBy = provider.value.model;
    try {
      const onRetry = (retry: { code: string; waitMs: number; toFallback: boolean }) => {
        if (retry.toFallback) metrics.providerFallbacks.inc({ kind: 'images' });
        log.warn({ tool: tool.id, upstream: retry.code, waitMs: retry.waitMs, toFallback: retry.toFallback }, 'image provider failed; retrying');
      };
      const sources = await generateImages(provider.value, { prompt: promptWithStyle(body.prompt, body.style), n: body.n, size: provider.value.sizes[body.size] }, client.signal, onRetry, (model) => (answeredBy = model));
      delivered = sources.length;
      c.header('Cache-Control', 'no-store');
      return c.json({ images: sources.map((src) => ({ src })) });
    } catch (error) {
      outcome = outcomeOf(error, client.signal.aborted);
      if (error instanceof ImageRefusedError) return apiError(c, 422, 'content_policy', visitorMessage('imageRefused'), 'prompt');
      const failure = error instanceof UpstreamError ? error : new UpstreamError('internal', visitorMessage('fallback'));
      // A stream code answered before any body: the status the table gives it.
      return apiError(c, ERROR_CODES[failure.code].status as never, failure.code, failure.message);
    } finally {
      client.forget();
      await ticket.value.finish({ calls: [{ model: answeredBy, usage: { inputTokens: 0, outputTokens: 0, estimated: false } }], images: delivered });
      if (outcome !== 'done' && outcome !== 'aborted') metrics.upstreamErrors.inc({ kind: `images_${outcome}` });
      log.info({ tool: tool.id, model: answeredBy, n: body.n, outcome, durationMs: Date.now() - started }, 'image generation');
    }
  });
  return route;
}

/** Mounted by the gateway at this renderer's endpoint (renderer.json). */
export const route: RendererRoute = ({ config, catalogue, quota, renderer, moderation }) => imagesRoute({ images: config.images, catalogue, quota, usage: declaredUsage(catalogue.renderers, renderer), moderation });
