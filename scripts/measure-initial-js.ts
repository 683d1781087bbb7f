// Prints the gzipped size of the JavaScript a page loads before it is interactive (every module
// the prerendered HTML references: script src and modulepreload) and fails (exit 1) over budget:
// an English page over 128,000 B; a localized page over its English page + 3,072 B.
//   npm run build && npm run measure:js                 the gate's pages (below), in CI
//   npm run build && npm run measure:js -- / /es/faq    any pages
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { localizePath, splitLocalePath } from '../engine/i18n/locales.ts';

const ENGLISH_BUDGET = 128_000;
const LOCALIZED_ALLOWANCE = 3_072;
const GATE_PAGES = ['/', '/tools/ai-writer', '/text-to-image', '/ai-text-editor'];
const GATE_LOCALES = ['es', 'ar', 'ja'] as const;

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const asked = process.argv.slice(2);
const routes = asked.length > 0 ? asked : [...GATE_PAGES, ...GATE_LOCALES.flatMap((l) => GATE_PAGES.map((p) => localizePath(p, l)))];

function measure(route: string): { files: number; raw: number; gz: number; css: number } | null {
  const file = path.join(client, route, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) files.add(String(m[1]));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) files.add(String(m[1]));
  // Pages rewritten by scripts/defer-hydration.ts list their modules in the script that loads them after the first paint.
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) files.add(String(m[1]));
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const data = fs.readFileSync(path.join(client, f));
    raw += data.length;
    gz += zlib.gzipSync(data, { level: 9 }).length;
  }
  const css = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].reduce((n, m) => n + zlib.gzipSync(fs.readFileSync(path.join(client, String(m[1])))).length, 0);
  return { files: files.size, raw, gz, css };
}

let failed = 0;
for (const route of routes) {
  const size = measure(route);
  const { locale, path: english } = splitLocalePath(route);
  if (!size) {
    // A tool page exists in a locale only once the tool is translated into it.
    if (locale === 'en') failed++;
    console.log(`${route.padEnd(24)} ${locale === 'en' ? 'MISSING: no prerendered page' : 'skipped: not built in this locale (untranslated)'}`);
    continue;
  }
  const englishSize = locale === 'en' ? null : measure(english);
  const budget = englishSize ? englishSize.gz + LOCALIZED_ALLOWANCE : ENGLISH_BUDGET;
  const over = size.gz > budget;
  if (over) failed++;
  const rule = englishSize ? `budget ${budget} = ${english} + ${LOCALIZED_ALLOWANCE}` : `budget ${budget}`;
  console.log(
    `${route.padEnd(24)} ${size.files} JS files, ${(size.raw / 1024).toFixed(1)} KiB raw, ${(size.gz / 1024).toFixed(1)} KiB gzip (${size.gz} bytes; ${rule})${over ? ' OVER BUDGET' : ''}; CSS ${(size.css / 1024).toFixed(1)} KiB gzip`,
  );
}
if (failed > 0) {
  console.error(`measure:js: ${failed} page(s) over budget or missing`);
  process.exit(1);
}
