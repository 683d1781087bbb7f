import { LocaleHomeRedirect } from '../features/i18n-seo/locale-home-redirect.tsx';

/** /tools and every unknown path go home, in the address's language, replacing the history entry. */
export default function RedirectHome() {
  return <LocaleHomeRedirect />;
}
