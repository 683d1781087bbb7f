// The image provider's answer turned into images the browser can show without
// contacting any other server: the page's CSP allows only this site, data: and
// blob: images, so a result URL is fetched here and handed on as a data: URL.

/** One entry of an OpenAI-compatible /images/generations answer (https://platform.openai.com/docs/api-reference/images/object). */
export interface ProviderImage {
  b64_json?: string;
  url?: string;
  revised_prompt?: string;
}

/** Largest image fetched from a provider's result URL. */
export const MAX_PROVIDER_IMAGE_BYTES = 20 * 1024 * 1024;

/** Raster types only: what the provider's image models produce. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * The request body's response_format. OpenAI's dall-e models answer with a URL
 * unless asked for b64_json; the gpt-image models always answer base64 and
 * refuse the parameter, so it is left out for them.
 */
export function responseFormatFor(model: string): { response_format?: 'b64_json' } {
  return /^gpt-image/i.test(model) ? {} : { response_format: 'b64_json' };
}

/** The MIME type of base64 image data, read from its first bytes (PNG, JPEG, WebP, GIF); PNG when unknown. */
function sniffType(b64: string): string {
  const head = Buffer.from(b64.slice(0, 24), 'base64');
  if (head[0] === 0xff && head[1] === 0xd8) return 'image/jpeg';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (head.subarray(0, 3).toString('latin1') === 'GIF') return 'image/gif';
  return 'image/png';
}

/** A provider's result URL, fetched by the gateway: a data: URL, or null when it is not an image of a known type within the size limit. */
async function fetchAsDataUrl(url: string, signal: AbortSignal): Promise<string | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const res = await fetch(url, { signal, redirect: 'follow' });
    const type = (res.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!res.ok || !IMAGE_TYPES.has(type) || Number(res.headers.get('content-length') ?? 0) > MAX_PROVIDER_IMAGE_BYTES) {
      await res.body?.cancel().catch(() => undefined);
      return null;
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    return bytes.length > MAX_PROVIDER_IMAGE_BYTES ? null : `data:${type};base64,${bytes.toString('base64')}`;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

/** Every image of the answer as a data: URL (base64 as given, result URLs fetched through the gateway); unusable entries dropped. */
export async function providerImagesAsDataUrls(data: ProviderImage[], signal: AbortSignal): Promise<string[]> {
  const list = await Promise.all(data.map((d) => (d.b64_json ? `data:${sniffType(d.b64_json)};base64,${d.b64_json}` : d.url ? fetchAsDataUrl(d.url, signal) : null)));
  return list.filter((src): src is string => src !== null);
}
