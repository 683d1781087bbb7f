import { Navigate, useLocation } from 'react-router';
import { localizePath, splitLocalePath } from '../../../engine/i18n/locales.ts';

/** Goes to the home of the address's language (`/es/…` → `/es/`, anything else → `/`), replacing the history entry. */
export function LocaleHomeRedirect() {
  const { pathname } = useLocation();
  return <Navigate to={localizePath('/', splitLocalePath(pathname).locale)} replace />;
}
