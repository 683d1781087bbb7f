import { Navigate } from 'react-router';

/** /tools and every unknown path go home, replacing the history entry. */
export default function RedirectHome() {
  return <Navigate to="/" replace />;
}
