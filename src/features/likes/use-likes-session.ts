import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { likesSession, type LikesSession, type SessionUser } from './likes-session.ts';

const noUser = createStore<{ user: SessionUser | null }>()(() => ({ user: null }));

/** The likes session once loaded (null when likes are not configured) and the signed-in user. */
export function useLikesSession(): { session: LikesSession | null; user: SessionUser | null } {
  const [session, setSession] = useState<LikesSession | null>(null);
  useEffect(() => {
    let live = true;
    void likesSession().then((s) => {
      if (live) setSession(s);
    });
    return () => {
      live = false;
    };
  }, []);
  const user = useStore(session?.auth ?? noUser, (s) => s.user);
  return { session, user };
}
