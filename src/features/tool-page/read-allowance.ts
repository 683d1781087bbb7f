import type { QuotaInfo } from '../../../engine/usage/quota-headers.ts';
import { getJson } from '../api/api-client.ts';

interface AllowanceAnswer {
  generations: { limit: number; remaining: number; resetAt: string } | null;
}

/** GET /api/allowance as QuotaInfo; null with the limit off; undefined when it could not be read (what is shown stays). */
export async function readAllowance(): Promise<QuotaInfo | null | undefined> {
  try {
    const { generations } = await getJson<AllowanceAnswer>('/api/allowance');
    if (!generations) return null;
    const resetAt = new Date(generations.resetAt);
    const { limit, remaining } = generations;
    if (!Number.isInteger(limit) || !Number.isInteger(remaining) || Number.isNaN(resetAt.getTime())) return undefined;
    return { limit, remaining, resetAt };
  } catch {
    return undefined;
  }
}
