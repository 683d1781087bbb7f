import type { Hono } from 'hono';

export const ADMIN_TEST_TOKEN = 'a-long-admin-token-for-tests';

/** Headers a browser sends from the console's own page (fetch from http://localhost). */
export const SAME_ORIGIN = { Host: 'localhost', Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' } as const;

/** Signs in on `app` with the token and answers the Set-Cookie header and the cookie to send back. */
export async function signIn(app: Hono, token = ADMIN_TEST_TOKEN, headers: Record<string, string> = {}): Promise<{ response: Response; setCookie: string; cookie: string }> {
  const response = await app.request('http://localhost/api/admin/sign-in', {
    method: 'POST',
    headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ token }),
  });
  const setCookie = response.headers.get('set-cookie') ?? '';
  return { response, setCookie, cookie: setCookie.split(';')[0] ?? '' };
}

/** A console API call with the session cookie, as the console page makes it. */
export async function adminCall(app: Hono, cookie: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
  const method = init.method ?? 'GET';
  return app.request(`http://localhost${path}`, {
    method,
    headers: { ...SAME_ORIGIN, Cookie: cookie, ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}
