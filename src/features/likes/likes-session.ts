import type { SupabaseClient } from '@supabase/supabase-js';
import { createStore } from 'zustand/vanilla';
import { createLikesStore } from '../../../engine/likes/likes-store.ts';
import { loadPublicConfig } from '../config/use-public-config.ts';
import { supabaseLikesBackend } from './supabase-likes-backend.ts';

export interface SessionUser {
  id: string;
  name: string;
}

export interface LikesSession {
  client: SupabaseClient;
  likes: ReturnType<typeof createLikesStore>;
  auth: ReturnType<typeof createAuthStore>;
}

function createAuthStore() {
  return createStore<{ user: SessionUser | null }>()(() => ({ user: null }));
}

let session: Promise<LikesSession | null> | null = null;

/**
 * The Supabase client, created only when the gateway's public config names a
 * Supabase project, and loaded lazily (supabase-js is not in the first chunk).
 * Null when likes are not configured.
 */
export function likesSession(): Promise<LikesSession | null> {
  session ??= (async () => {
    const config = await loadPublicConfig();
    if (!config?.supabase) return null;
    const { createClient } = await import('@supabase/supabase-js');
    const client = createClient(config.supabase.url, config.supabase.anonKey, { auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true } });
    const auth = createAuthStore();
    const toUser = (u: { id: string; email?: string; user_metadata?: Record<string, unknown> } | null | undefined): SessionUser | null =>
      u ? { id: u.id, name: String(u.user_metadata?.user_name ?? u.user_metadata?.name ?? u.email ?? '') } : null;
    // Session events: signed in, signed out, token refreshed, user updated all carry the current user (or none).
    client.auth.onAuthStateChange((event, s) => {
      if (event === 'SIGNED_OUT') auth.setState({ user: null });
      else if (['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED'].includes(event)) auth.setState({ user: toUser(s?.user) });
    });
    return { client, likes: createLikesStore(supabaseLikesBackend(client)), auth };
  })();
  return session;
}

/** Sign in with GitHub and come back to the page the visitor is on. */
export async function signInWithGitHub(client: SupabaseClient): Promise<void> {
  await client.auth.signInWithOAuth({ provider: 'github', options: { redirectTo: window.location.href } });
}
