// Writes each translated language's not-found page, build/client/<locale>/__not-found.html, from its
// prerendered home page (scripts/lib/not-found-page.ts). The gateway answers an unknown address under
// /<locale>/ with it, status 404; English keeps the app's fallback page. Runs in `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRANSLATED_LOCALES, localizePath } from '../engine/i18n/locales.ts';
import { THEME_BOOT_SCRIPT } from '../src/features/theme/theme.ts';
import { LOCALIZED_NOT_FOUND } from '../server/static-site.ts';
import { notFoundPage, type NotFoundText } from './lib/not-found-page.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(repo, 'build/client');

for (const locale of TRANSLATED_LOCALES) {
  const home = path.join(root, locale, 'index.html');
  const text = JSON.parse(fs.readFileSync(path.join(repo, 'src/i18n/messages', locale, 'not-found.json'), 'utf8')) as NotFoundText;
  const html = notFoundPage(fs.readFileSync(home, 'utf8'), text, localizePath('/', locale), THEME_BOOT_SCRIPT);
  fs.writeFileSync(path.join(root, locale, LOCALIZED_NOT_FOUND), html);
}
console.log(`write-not-found-pages: ${TRANSLATED_LOCALES.length} languages' not-found pages`);
