// A console session on a running gateway (over HTTP), as the console's own page holds it.

const cookies = new Map<string, string>();

/** The headers the console page sends to `url`'s admin API: its session cookie and same-origin evidence (signs in once per gateway). */
export async function consoleHeaders(url: string, token: string): Promise<Record<string, string>> {
  const same = { Origin: url, 'Sec-Fetch-Site': 'same-origin' };
  let cookie = cookies.get(url);
  if (!cookie) {
    const res = await fetch(`${url}/api/admin/sign-in`, { method: 'POST', headers: { ...same, 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
    if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
    cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    cookies.set(url, cookie);
  }
  return { ...same, Cookie: cookie, 'Content-Type': 'application/json' };
}
