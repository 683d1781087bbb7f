import { getJson, postJson } from '../api/api-client.ts';

// The console's session cookie goes with every request of the page (same origin); a change is a POST.

/** GET an admin API answer. */
export function adminGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  return getJson<T>(url, { signal });
}

/** POST a change to an admin API. */
export function adminPost<T>(url: string, body: unknown): Promise<T> {
  return postJson<T>(url, body);
}
