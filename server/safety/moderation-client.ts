import type { ModerationConfig } from './safety-config.ts';

/** What one moderation call decided: only whether and under which category names, never the text. */
export type Verdict = { kind: 'ok' } | { kind: 'flagged'; categories: string[] } | { kind: 'unavailable'; reason: string };

/** The categories a moderation result marks true (`categories` of OpenAI's moderation object). */
function flaggedCategories(result: Record<string, unknown>): string[] {
  const categories = result.categories;
  if (typeof categories !== 'object' || categories === null) return [];
  return Object.entries(categories as Record<string, unknown>)
    .filter(([, on]) => on === true)
    .map(([name]) => name);
}

/**
 * One POST to `{baseUrl}/moderations` with `{model, input}`, OpenAI's moderation API shape
 * (https://platform.openai.com/docs/api-reference/moderations/create): the answer's `results` hold one
 * object per input with `flagged`, `categories` and `category_scores`. The text counts as flagged when
 * any result is. Every failure (time-out, connection, non-2xx, an answer without results) is
 * `unavailable`: MODERATION_FAIL decides what that means. Never throws, never logs the text.
 */
export async function moderate(config: ModerationConfig, input: string): Promise<Verdict> {
  try {
    const res = await fetch(`${config.baseUrl}/moderations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, input }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return { kind: 'unavailable', reason: `HTTP ${res.status}` };
    }
    const body = (await res.json()) as { results?: unknown };
    if (!Array.isArray(body.results) || body.results.length === 0) return { kind: 'unavailable', reason: 'answer without results' };
    const results = body.results.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null);
    if (!results.some((r) => r.flagged === true)) return { kind: 'ok' };
    return { kind: 'flagged', categories: [...new Set(results.flatMap(flaggedCategories))] };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : error instanceof Error ? error.message : String(error);
    return { kind: 'unavailable', reason };
  }
}
