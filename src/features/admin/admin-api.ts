import { ApiError, getBlob, getJson, postJson } from '../api/api-client.ts';

// The console's calls to the admin API. The session travels in an HttpOnly cookie the
// browser adds by itself (same origin), so nothing here ever holds a secret.

export type FormStatus = 'new' | 'handled' | 'spam';
export type FormType = 'contact' | 'suggestion' | 'bug';

export interface InboxItem {
  id: number;
  type: FormType;
  status: FormStatus;
  createdAt: string;
  forwardedAt: string | null;
  fields: Record<string, string>;
}

export interface InboxPage {
  items: InboxItem[];
  total: number;
  offset: number;
  pageSize: number;
  newCount: number;
}

export interface InboxFilter {
  type: FormType | '';
  status: FormStatus | '';
  q: string;
}

/** Whether the console exists (ADMIN_TOKEN set) and who is signed in. */
export type SessionState = { kind: 'signed-in'; actor: string } | { kind: 'signed-out' } | { kind: 'absent' };

export async function readSession(signal?: AbortSignal): Promise<SessionState> {
  try {
    const { actor } = await getJson<{ actor: string }>('/api/admin/session', { signal });
    return { kind: 'signed-in', actor };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'signed-out' };
    if (error instanceof ApiError && error.status === 404) return { kind: 'absent' };
    throw error;
  }
}

export const signIn = (token: string) => postJson<{ actor: string; expiresAt: string }>('/api/admin/sign-in', { token });
/** Which sign-ins the server offers besides the token. */
export const signInOptions = () => getJson<{ github: boolean }>('/api/admin/sign-in');

/**
 * GitHub sign-in through the Supabase session that likes use: without one, the browser goes to
 * GitHub and comes back here (null: press again); with one, its access token is checked by the
 * server, which asks Supabase whose it is.
 */
export async function signInWithGitHubAccount(): Promise<{ actor: string } | null> {
  const { likesSession, signInWithGitHub } = await import('../likes/likes-session.ts');
  const likes = await likesSession();
  if (!likes) throw new Error('GitHub sign-in needs Supabase (likes) to be configured.');
  const { data } = await likes.client.auth.getSession();
  if (!data.session) {
    await signInWithGitHub(likes.client);
    return null;
  }
  return postJson<{ actor: string }>('/api/admin/sign-in/github', { accessToken: data.session.access_token });
}

export const signOut = () => postJson<{ ok: true }>('/api/admin/sign-out', {});

/** The query string of a filter (empty parts left out), for the list and the CSV export alike. */
export function filterQuery(filter: InboxFilter, offset = 0): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.status) params.set('status', filter.status);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (offset > 0) params.set('offset', String(offset));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const readInbox = (filter: InboxFilter, offset: number, signal?: AbortSignal) => getJson<InboxPage>(`/api/admin/inbox${filterQuery(filter, offset)}`, { signal });
export const readNewCount = (signal?: AbortSignal) => getJson<{ new: number }>('/api/admin/inbox/count', { signal });
/** The filtered inbox as CSV (the server's formula-safe writer). */
export const exportCsv = (filter: InboxFilter) => getBlob(`/api/admin/inbox/export.csv${filterQuery(filter)}`);
export const markItem = (id: number, status: FormStatus) => postJson<{ item: InboxItem; newCount: number }>(`/api/admin/inbox/${id}/status`, { status });
export const deleteItem = (id: number) => postJson<{ deleted: number; newCount: number }>(`/api/admin/inbox/${id}/delete`, {});
export const eraseEmail = (email: string) => postJson<{ deleted: number; newCount: number }>('/api/admin/inbox/erase', { email });
