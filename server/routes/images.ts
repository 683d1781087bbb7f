import { Hono } from 'hono';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import { MAX_IMAGE_PROMPT_CHARS, promptWithStyle } from '../../engine/images/image-options.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { validateImageRequest } from '../../engine/validation/generated/validators.js';
import type { ImageProviderConfig } from '../config.ts';
import { apiError, fieldFromPointer } from '../http/api-error.ts';
import { limitBody, readJsonBody } from '../http/read-json-body.ts';
import { isBlank } from '../../engine/validation/clean-text.ts';
import type { QuotaGate } from '../quota/quota-gate.ts';
import { providerImagesAsDataUrls, responseFormatFor, type ProviderImage } from '../ai/provider-image.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';

export const IMAGE_MESSAGES = {
  notConfigured: 'Image generation is not configured on this server. The site operator must set IMAGE_BASE_URL (and IMAGE_API_KEY and IMAGE_MODEL where the provider needs them).',
  refused: 'The image provider refused this prompt under its content policy. Please rephrase it.',
} as const;

/**
 * POST /api/images {toolId, prompt, size, n, style?}: an OpenAI-compatible
 * /images/generations call through the gateway, with the same validation,
 * limits and error catalogue as text tools. Aborted when the visitor leaves.
 */
export function imagesRoute({ images, catalogue, quota }: { images: ImageProviderConfig | null; catalogue: Catalogue; quota?: QuotaGate }): Hono {
  const route = new Hono();
  route.post('/', limitBody, async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const body = parsed.body;
    if (!validateImageRequest(body)) {
      const e = validateImageRequest.errors?.[0];
      const field = fieldFromPointer(e?.instancePath ?? '', (e?.params.missingProperty ?? e?.params.additionalProperty) as string | undefined);
      return apiError(c, 400, 'invalid_request', `${field} ${e?.message ?? 'is invalid'}.`, field);
    }
    const tool = catalogue.toolsById.get(body.toolId);
    if (!tool) return apiError(c, 404, 'unknown_tool', `There is no tool "${quoteClientText(body.toolId)}".`, 'toolId');
    if (tool.renderer !== 'image') return apiError(c, 400, 'wrong_endpoint', `${tool.title} does not make images.`, 'toolId');
    if (isBlank(body.prompt)) return apiError(c, 400, 'blank_input', 'Describe the image you want.', 'prompt');
    if (body.prompt.length > MAX_IMAGE_PROMPT_CHARS) {
      return apiError(c, 413, 'input_too_long', `The prompt is ${body.prompt.length} characters long; the limit is ${MAX_IMAGE_PROMPT_CHARS}.`, 'prompt');
    }
    if (!images) return apiError(c, 503, 'not_configured', IMAGE_MESSAGES.notConfigured);
    // Each image asked for counts toward the visitor's daily image quota.
    const admission = await quota?.admit(c, { kind: 'image', tool: tool.id, model: images.model, count: body.n });
    if (admission && !admission.ok) return admission.response;
    let delivered = 0;

    const controller = new AbortController();
    const onClientGone = () => controller.abort();
    c.req.raw.signal.addEventListener('abort', onClientGone, { once: true });
    const timer = setTimeout(() => controller.abort('timeout'), images.timeoutMs);
    const started = Date.now();
    let outcome = 'done';
    try {
      const res = await fetch(`${images.baseUrl}/images/generations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(images.apiKey ? { Authorization: `Bearer ${images.apiKey}` } : {}) },
        // Base64, never a URL for the browser to load: the page's CSP allows no remote image.
        body: JSON.stringify({ model: images.model, prompt: promptWithStyle(body.prompt, body.style), n: body.n, size: images.sizes[body.size], ...responseFormatFor(images.model) }),
        signal: controller.signal,
      });
      const answer = (await res.json().catch(() => null)) as { data?: ProviderImage[]; error?: { code?: string; message?: string; type?: string } } | null;
      if (!res.ok) {
        const refused = res.status === 400 && /content[_ ]policy|safety|moderation/i.test(`${answer?.error?.code ?? ''} ${answer?.error?.type ?? ''} ${answer?.error?.message ?? ''}`);
        outcome = refused ? 'refused' : `status_${res.status}`;
        if (refused) return apiError(c, 422, 'content_policy', IMAGE_MESSAGES.refused, 'prompt');
        if (res.status === 401) return apiError(c, 502, 'invalid_api_key', MESSAGES.invalidApiKey);
        return apiError(c, 502, 'upstream_status', MESSAGES.upstreamStatus(res.status));
      }
      const list = await providerImagesAsDataUrls(answer?.data ?? [], controller.signal);
      if (list.length === 0) {
        outcome = 'empty';
        return apiError(c, 502, 'no_images', MESSAGES.fallback);
      }
      delivered = list.length;
      c.header('Cache-Control', 'no-store');
      return c.json({ images: list.map((src) => ({ src })) });
    } catch {
      outcome = controller.signal.reason === 'timeout' ? 'timeout' : c.req.raw.signal.aborted ? 'aborted' : 'error';
      if (outcome === 'timeout') return apiError(c, 504, 'timeout', MESSAGES.timeout);
      return apiError(c, 502, 'internal', MESSAGES.fallback);
    } finally {
      clearTimeout(timer);
      c.req.raw.signal.removeEventListener('abort', onClientGone);
      await admission?.ticket.finish({ calls: [{ model: images.model, usage: { inputTokens: 0, outputTokens: 0, estimated: false } }], images: delivered });
      const { metrics, log } = c.get('telemetry');
      if (outcome !== 'done' && outcome !== 'aborted') metrics.upstreamErrors.inc({ kind: `images_${outcome.startsWith('status_') ? 'status' : outcome}` });
      log.info({ tool: tool.id, n: body.n, outcome, durationMs: Date.now() - started }, 'image generation');
    }
  });
  return route;
}
