/** Public settings the build bakes into the prerendered pages, from the environment. */
export function publicBuildDefines(env: NodeJS.ProcessEnv): Record<string, string> {
  const siteUrl = (env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) throw new Error(`SITE_URL must be an origin like https://example.com, got "${env.SITE_URL}"`);
  const social = env.SITE_SOCIAL_URL ?? '';
  if (social && !/^https:\/\//.test(social)) throw new Error(`SITE_SOCIAL_URL must be an https:// URL, got "${social}"`);
  const email = env.SITE_SUPPORT_EMAIL ?? 'support@example.com';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`SITE_SUPPORT_EMAIL must be an email address, got "${email}"`);
  return { __SITE_URL__: JSON.stringify(siteUrl), __SITE_SOCIAL_URL__: JSON.stringify(social), __SITE_SUPPORT_EMAIL__: JSON.stringify(email) };
}
