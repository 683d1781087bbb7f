import { LogIn, LogOut } from 'lucide-react';
import { useMessages } from '../../i18n/use-messages.ts';
import { signInWithGitHub } from './likes-session.ts';
import { useLikesSession } from './use-likes-session.ts';

/**
 * Header sign-in state; nothing at all when likes are not configured. An icon
 * button (named for screen readers and with a tooltip) the size of the theme
 * toggle: a worded button did not fit beside the navigation, wrapping it at
 * desktop widths and pushing the menu button off a phone's screen.
 */
export function AuthButton() {
  const t = useMessages('likes');
  const { session, user } = useLikesSession();
  if (!session) return null;
  if (!user) {
    return (
      <button type="button" className="icon-button auth-button" aria-label={t('signIn')} title={t('signIn')} onClick={() => void signInWithGitHub(session.client)}>
        <LogIn size={20} aria-hidden="true" className="icon-directional" />
      </button>
    );
  }
  // A session without a name shows the generic one, in the page's language.
  const label = t('signOut', { name: user.name || t('signedIn') });
  return (
    <button type="button" className="icon-button auth-button" aria-label={label} title={label} onClick={() => void session.client.auth.signOut()}>
      <LogOut size={20} aria-hidden="true" className="icon-directional" />
    </button>
  );
}
