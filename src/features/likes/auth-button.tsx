import { LogIn, LogOut } from 'lucide-react';
import { signInWithGitHub } from './likes-session.ts';
import { useLikesSession } from './use-likes-session.ts';

/** Header sign-in state; nothing at all when likes are not configured. */
export function AuthButton() {
  const { session, user } = useLikesSession();
  if (!session) return null;
  if (!user) {
    return (
      <button type="button" className="button button-secondary auth-button" onClick={() => void signInWithGitHub(session.client)}>
        <LogIn size={16} aria-hidden="true" /> Sign in with GitHub
      </button>
    );
  }
  return (
    <button type="button" className="button button-secondary auth-button" onClick={() => void session.client.auth.signOut()} title={`Signed in as ${user.name}`}>
      <LogOut size={16} aria-hidden="true" /> Sign out <span className="visually-hidden">({user.name})</span>
    </button>
  );
}
