import type { Context } from 'hono';

/**
 * Marks a generation request that was refused before any provider call (tool switched off, its
 * daily cap, a quota, the budget, blocked content) so the outcome table records it too: the
 * refusal's code is the outcome. Labels only, never the visitor's text.
 */
export function noteRefusedGeneration(c: Context, refusal: { tool: string; model: string; code: string; versions?: number }): void {
  const telemetry = c.get('telemetry');
  if (!telemetry || telemetry.generation) return;
  telemetry.generation = { tool: refusal.tool, model: refusal.model, outputChars: 0, outcome: refusal.code, versions: refusal.versions ?? 1 };
}

/** The error code of an API error answer (`{error: {code}}`), read from a copy; 'internal' when it has none. */
export async function errorCodeOf(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : 'internal';
  } catch {
    return 'internal';
  }
}
