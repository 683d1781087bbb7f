import type { LocaleTexts } from '../catalogue/localize-catalogue.ts';
import { TRANSLATED_LOCALES, type Locale } from '../i18n/locales.ts';
import type { SiteLocale, ToolLocale } from '../validation/generated/types.ts';
import { validateSiteLocale, validateToolLocale } from '../validation/generated/validators.js';
import { repoRelative } from '../renderers/renderer-declaration.ts';

// The translations of the catalogue's texts: tools/<id>/locales/<locale>.json and
// tools/locales/<locale>.json, inlined by Vite at build time like the manifests. Read by the
// page loaders the build runs when it prerenders, never by the gateway (its prompts come from
// the English manifests) nor by browser code (a page gets its texts from its loader).
const toolModules = import.meta.glob<unknown>('../../tools/*/locales/*.json', { eager: true, import: 'default' });
const siteModules = import.meta.glob<unknown>('../../tools/locales/*.json', { eager: true, import: 'default' });

const TOOL_FILE = /^tools\/([^/_][^/]*)\/locales\/([^/]+)\.json$/;
const SITE_FILE = /^tools\/locales\/([^/]+)\.json$/;
const isTranslatedLocale = (name: string): name is Exclude<Locale, 'en'> => (TRANSLATED_LOCALES as readonly string[]).includes(name);

/** `${locale}/${toolId}` → its texts. A file the schema refuses is left out (the English texts show) and reported. */
const toolTexts = new Map<string, ToolLocale>();
const siteTexts = new Map<string, SiteLocale>();
for (const [key, file] of Object.entries(toolModules)) {
  const path = repoRelative(key);
  const [, toolId = '', locale = ''] = TOOL_FILE.exec(path) ?? [];
  if (toolId === 'locales' || !isTranslatedLocale(locale)) continue; // the lint reports a stray file
  if (validateToolLocale(file)) toolTexts.set(`${locale}/${toolId}`, file);
  else console.warn(`[registry] ${path} does not match schemas/tool-locale.schema.json: shown in English (npm run lint:tools)`);
}
for (const [key, file] of Object.entries(siteModules)) {
  const path = repoRelative(key);
  const locale = SITE_FILE.exec(path)?.[1] ?? '';
  if (!isTranslatedLocale(locale)) continue;
  if (validateSiteLocale(file)) siteTexts.set(locale, file);
  else console.warn(`[registry] ${path} does not match schemas/site-locale.schema.json: shown in English (npm run lint:tools)`);
}

/** The catalogue's translations in one locale (English: none, the manifests are English). */
export function localeTexts(locale: Locale): LocaleTexts {
  return { tool: (toolId) => toolTexts.get(`${locale}/${toolId}`), site: siteTexts.get(locale) };
}
