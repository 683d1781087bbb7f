import { Suspense, type ReactNode } from 'react';
import { usePublicConfig } from '../config/use-public-config.ts';
import { lazyPart } from '../lazy/lazy-part.ts';

// Likes need zustand, immer and (later) supabase-js: none of it belongs in a page's first
// JavaScript. These load only once the gateway says likes are configured; until then, and
// when they are not, nothing renders (as the real buttons do without a session).
const AuthButton = lazyPart(() => import('./auth-button.tsx').then((m) => ({ default: m.AuthButton })));
const LikeButton = lazyPart(() => import('./like-button.tsx').then((m) => ({ default: m.LikeButton })));

function useLikesConfigured(): boolean {
  return Boolean(usePublicConfig()?.supabase);
}

/**
 * Text that speaks of likes (signing in to like tools), shown only when this deployment has them.
 * The prerendered page never carries it: the build cannot know the server's settings, so it appears
 * once /api/config says likes are on (only at a paragraph's end, below the first screen or in a closed
 * answer, where adding it moves nothing the visitor is looking at).
 */
export function WhenLikes({ children }: { children: ReactNode }) {
  return useLikesConfigured() ? <>{children}</> : null;
}

export function LazyAuthButton() {
  if (!useLikesConfigured()) return null;
  return (
    <Suspense fallback={null}>
      <AuthButton />
    </Suspense>
  );
}

export function LazyLikeButton({ toolId }: { toolId: string }) {
  if (!useLikesConfigured()) return null;
  return (
    <Suspense fallback={null}>
      <LikeButton toolId={toolId} />
    </Suspense>
  );
}
