// Public, build-time settings baked into the prerendered HTML (never secrets).
// vite.config.ts defines them from SITE_URL and SITE_SOCIAL_URL.
declare const __SITE_URL__: string;
declare const __SITE_SOCIAL_URL__: string;
declare const __SITE_SUPPORT_EMAIL__: string;

export const SITE_NAME = 'AI Writing Tools';
/** Public origin for canonical links and Open Graph URLs, without a trailing slash. */
export const SITE_URL: string = __SITE_URL__;
/** External social link in the footer; empty when not configured. */
export const SITE_SOCIAL_URL: string = __SITE_SOCIAL_URL__;
/** Support address shown on the contact page and in mail links. */
export const SITE_SUPPORT_EMAIL: string = __SITE_SUPPORT_EMAIL__;
