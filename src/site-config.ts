// The one build-time setting: the public origin, which the prerendered HTML
// (canonical links, Open Graph URLs), sitemap.xml and robots.txt must contain
// before any server runs. vite.config.ts defines it from SITE_URL. Everything
// else public (support email, social link, captcha key) is read at run time
// from GET /api/config, so one build serves any deployment.
declare const __SITE_URL__: string;

export const SITE_NAME = 'AI Writing Tools';
/** Public origin for canonical links and Open Graph URLs, without a trailing slash. */
export const SITE_URL: string = __SITE_URL__;