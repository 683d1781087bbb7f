import { useEffect, useId, useState, type FormEvent } from 'react';
import { signIn, signInOptions, signInWithGitHubAccount } from './admin-api.ts';
import { errorText } from './admin-console.ts';

/** The optional GitHub button (ADMIN_GITHUB_LOGINS on the server), shown only when the server offers it. */
function GitHubSignIn({ onSignedIn, onError }: { onSignedIn: (actor: string) => void; onError: (message: string) => void }) {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    signInOptions().then((options) => setOffered(options.github), () => setOffered(false));
  }, []);
  if (!offered) return null;
  const start = () =>
    signInWithGitHubAccount().then(
      (answer) => answer && onSignedIn(answer.actor),
      (failure: unknown) => onError(errorText(failure)),
    );
  return (
    <button type="button" className="button button-secondary" onClick={() => void start()}>
      Sign in with GitHub
    </button>
  );
}

/** The console's sign-in: the ADMIN_TOKEN, exchanged for a session cookie (the token is not kept in the page). */
export function SignInForm({ onSignedIn, notice }: { onSignedIn: (actor: string) => void; notice?: string }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { actor } = await signIn(token);
      setToken('');
      onSignedIn(actor);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-sign-in card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Operator console</h1>
      {notice && <p role="status">{notice}</p>}
      <form onSubmit={(event) => void submit(event)} className="admin-form">
        <div className="field">
          <label htmlFor={`${id}-token`}>Admin token</label>
          <input id={`${id}-token`} name="token" type="password" autoComplete="current-password" required value={token} onChange={(e) => setToken(e.target.value)} aria-describedby={`${id}-help`} />
          <p id={`${id}-help`} className="field-help">
            The value of ADMIN_TOKEN on the server. Signing in sets a session cookie for this browser.
          </p>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <GitHubSignIn onSignedIn={onSignedIn} onError={setError} />
    </section>
  );
}
