/**
 * The one public setting the build bakes into the prerendered pages: SITE_URL,
 * the origin of canonical links, Open Graph URLs and the sitemap, which are
 * written into static files before any server runs. Other public settings
 * (SITE_SUPPORT_EMAIL, SITE_SOCIAL_URL) are run-time: GET /api/config.
 */
export function publicBuildDefines(env: NodeJS.ProcessEnv): Record<string, string> {
  const siteUrl = (env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) throw new Error(`SITE_URL must be an origin like https://example.com, got "${env.SITE_URL}"`);
  return { __SITE_URL__: JSON.stringify(siteUrl) };
}
