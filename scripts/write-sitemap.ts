// Writes build/client/sitemap.xml and robots.txt from the catalogue, with the public origin from SITE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitemapPages } from './lib/prerender-paths.ts';
import { publicBuildDefines } from './lib/public-build-settings.ts';
import { renderRobots, renderSitemap } from './lib/sitemap.ts';

try {
  process.loadEnvFile();
} catch {
  // no .env: the environment alone
}
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const siteUrl = JSON.parse(publicBuildDefines(process.env).__SITE_URL__ ?? '""') as string;
const pages = sitemapPages();
fs.writeFileSync(path.join(out, 'sitemap.xml'), renderSitemap(siteUrl, pages));
const paths = pages.flatMap((p) => p.locales);
fs.writeFileSync(path.join(out, 'robots.txt'), renderRobots(siteUrl));
console.log(`write-sitemap: ${paths.length} URLs under ${siteUrl}`);
