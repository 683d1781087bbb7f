/** Longest wait for Supabase's answer about a sign-in token. */
const SUPABASE_TIMEOUT_MS = 5000;

interface SupabaseIdentity {
  provider?: unknown;
  identity_data?: { user_name?: unknown } | null;
}

/**
 * The GitHub login of the Supabase user an access token belongs to, or null.
 *
 * The token is checked by Supabase itself (GET {SUPABASE_URL}/auth/v1/user with the
 * project's anon key), so no JWT secret is needed here and a revoked or expired token
 * fails. Only the GitHub identity's `identity_data.user_name` counts: GitHub supplies
 * it at each sign-in, whereas `user_metadata` is editable by the user and never trusted.
 */
export async function githubLoginOf(supabase: { url: string; anonKey: string }, accessToken: string): Promise<string | null> {
  const response = await fetch(`${supabase.url}/auth/v1/user`, {
    headers: { apikey: supabase.anonKey, Authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(SUPABASE_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  const user = (await response.json().catch(() => null)) as { identities?: unknown } | null;
  const identities = Array.isArray(user?.identities) ? (user.identities as SupabaseIdentity[]) : [];
  const login = identities.find((i) => i.provider === 'github')?.identity_data?.user_name;
  return typeof login === 'string' && /^[A-Za-z0-9-]{1,39}$/.test(login) ? login.toLowerCase() : null;
}
