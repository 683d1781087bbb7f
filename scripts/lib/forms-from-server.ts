import type { FormType } from '../../engine/forms/form-validation.ts';

export interface ListedSubmission {
  id: number;
  type: string;
  createdAt: Date;
  forwardedAt: Date | null;
  fields: Record<string, string>;
}

interface WireSubmission {
  id: number;
  type: string;
  createdAt: string;
  forwardedAt: string | null;
  fields: Record<string, string>;
}

/** The submissions from a running server's GET /api/admin/forms (Bearer ADMIN_TOKEN). */
export async function fetchSubmissionsFromServer(base: string, token: string, filter: { type?: FormType; since?: Date; limit: number }): Promise<ListedSubmission[]> {
  const url = new URL('/api/admin/forms', base);
  if (filter.type) url.searchParams.set('type', filter.type);
  if (filter.since) url.searchParams.set('since', filter.since.toISOString());
  url.searchParams.set('limit', String(filter.limit));
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new Error(`Could not reach the server at ${base} (${(error as Error).message}). Set HOST and PORT as the server has them, or stop the server.`);
  }
  if (response.status === 401) throw new Error('The server refused ADMIN_TOKEN: use the same value the server was started with.');
  if (response.status === 404) throw new Error(`The server at ${base} has no admin endpoint: start it with ADMIN_TOKEN set, or stop it.`);
  if (!response.ok) throw new Error(`The server at ${base} answered ${response.status}.`);
  const { submissions } = (await response.json()) as { submissions: WireSubmission[] };
  return submissions.map((s) => ({ ...s, createdAt: new Date(s.createdAt), forwardedAt: s.forwardedAt ? new Date(s.forwardedAt) : null }));
}
