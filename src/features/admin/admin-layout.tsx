import { useCallback, useEffect, useMemo, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { readNewCount, readSession, signOut, type SessionState } from './admin-api.ts';
import { errorText, sessionEnded, type AdminConsole } from './admin-console.ts';
import { SignInForm } from './sign-in-form.tsx';

type LayoutState = { kind: 'loading' } | { kind: 'error'; message: string } | SessionState;

/** How often the header's new-forms count is read again while the console is open. */
const NEW_COUNT_POLL_MS = 60_000;

function NewBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span className="admin-badge" aria-label={`${count} new`}>
      {count}
    </span>
  );
}

/** The signed-in frame: the console's header (nav, new-forms count, sign-out) above the page. */
function ConsoleFrame({ actor, onSignedOut, onSessionEnded }: { actor: string; onSignedOut: () => void; onSessionEnded: () => void }) {
  const [newCount, setNewCount] = useState<number | null>(null);
  const [signOutError, setSignOutError] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    const read = () =>
      readNewCount(controller.signal).then(
        (answer) => setNewCount(answer.new),
        (error: unknown) => (sessionEnded(error) ? onSessionEnded() : undefined),
      );
    void read();
    const timer = setInterval(() => void read(), NEW_COUNT_POLL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [onSessionEnded]);
  const onError = useCallback(
    (error: unknown) => {
      if (sessionEnded(error)) onSessionEnded();
      return errorText(error);
    },
    [onSessionEnded],
  );
  const context = useMemo<AdminConsole>(() => ({ actor, newCount, setNewCount, onError }), [actor, newCount, onError]);
  const leave = () =>
    signOut().then(onSignedOut, (error: unknown) => (sessionEnded(error) ? onSignedOut() : setSignOutError(errorText(error))));
  return (
    <div className="admin-console">
      <div className="admin-header">
        <p className="admin-title">Operator console</p>
        <nav aria-label="Console">
          <ul className="admin-nav">
            <li>
              <NavLink to="/admin" end>
                Dashboard
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/inbox">
                Inbox <NewBadge count={newCount} />
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/tools">Tools</NavLink>
            </li>
          </ul>
        </nav>
        <span className="admin-actor">Signed in ({actor})</span>
        <button type="button" className="button button-secondary button-small" onClick={() => void leave()}>
          Sign out
        </button>
        {signOutError && <p role="alert">{signOutError}</p>}
      </div>
      <Outlet context={context} />
    </div>
  );
}

/**
 * The console's layout route: asks the admin API who is signed in (nothing is
 * prerendered), then shows the sign-in form, or the console with the page below
 * it. Without ADMIN_TOKEN on the server the API answers 404 and so does this.
 */
export function AdminLayout() {
  const [state, setState] = useState<LayoutState>({ kind: 'loading' });
  const [notice, setNotice] = useState<string | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    readSession(controller.signal).then(setState, (error: unknown) => !controller.signal.aborted && setState({ kind: 'error', message: errorText(error) }));
    return () => controller.abort();
  }, []);
  const onSessionEnded = useCallback(() => {
    setNotice('Your session has ended. Sign in again.');
    setState({ kind: 'signed-out' });
  }, []);
  const onSignedOut = useCallback(() => {
    setNotice('You are signed out.');
    setState({ kind: 'signed-out' });
  }, []);
  switch (state.kind) {
    case 'loading':
      return <p role="status">Loading the console…</p>;
    case 'error':
      return <p role="alert">The console could not load: {state.message}</p>;
    case 'absent':
      return (
        <div className="page narrow">
          <h1>Page not found</h1>
          <p>There is no page at this address.</p>
        </div>
      );
    case 'signed-out':
      return <SignInForm notice={notice} onSignedIn={(actor) => setState({ kind: 'signed-in', actor })} />;
    case 'signed-in':
      return <ConsoleFrame actor={state.actor} onSignedOut={onSignedOut} onSessionEnded={onSessionEnded} />;
  }
}
