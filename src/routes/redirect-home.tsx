import { Navigate } from 'react-router';

/** /tools and every unknown path go home, replacing the history entry (spec §2). */
export default function RedirectHome() {
  return <Navigate to="/" replace />;
}
