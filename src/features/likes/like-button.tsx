import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { LikesState } from '../../../engine/likes/likes-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { signInWithGitHub } from './likes-session.ts';
import { useLikesSession } from './use-likes-session.ts';

const empty = createStore<Pick<LikesState, 'byTool'>>()(() => ({ byTool: {} }));

/** Count for everyone; signed-in visitors toggle; a signed-out click starts sign-in. Hidden when likes are not configured. */
export function LikeButton({ toolId }: { toolId: string }) {
  const t = useMessages('likes');
  const { session, user } = useLikesSession();
  const entry = useStore(session?.likes ?? empty, (s) => s.byTool[toolId]);
  useEffect(() => {
    if (session) void session.likes.getState().load(toolId, user?.id ?? null);
  }, [session, toolId, user?.id]);
  if (!session) return null;
  const liked = entry?.liked ?? false;
  const count = Math.max(0, entry?.count ?? 0);
  return (
    <button
      type="button"
      className="button button-secondary like-button"
      aria-pressed={liked}
      aria-label={liked ? t('unlikeTool', { count }) : t('likeTool', { count })}
      onClick={() => {
        if (!user) void signInWithGitHub(session.client);
        else void session.likes.getState().toggle(toolId, user.id);
      }}
    >
      <Heart size={16} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} /> {count}
    </button>
  );
}
