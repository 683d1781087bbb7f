// Measurement behind the choice of the interface-message mechanism (docs/i18n.md): the gzip
// bytes each candidate adds to a page's JavaScript to show this repository's real layout and
// home messages (src/i18n/messages/<locale>/) in Spanish: every message formatted once, plurals
// included. Each candidate is bundled for the browser (esbuild, minified, ESM) and gzipped (level 9).
//
//   npm run bench:i18n
//
// The candidates' packages are not dependencies of the site: they are installed once, at pinned
// versions whose `engines` allow Node 20, into a scratch folder (BENCH_I18N_DIR, default
// <tmp>/i18n-bench). Figures, not assertions.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { readCatalogues } from '../scripts/lib/check-messages.ts';

const PACKAGES = [
  '@inlang/paraglide-js@2.25.4',
  '@inlang/sdk@3.0.6',
  '@lingui/core@5.9.5', // 6.x needs Node ≥ 22.19
  '@lingui/message-utils@5.9.5',
  'i18next@26.7.2', // 27.x needs Node ≥ 22
  'i18next-icu@2.4.4',
  'intl-messageformat@11.2.9', // i18next-icu's peer range stops before 12
];
const NAMESPACES = ['layout', 'home'];
const repo = path.resolve(import.meta.dirname, '..');
const scratch = process.env.BENCH_I18N_DIR ?? path.join(os.tmpdir(), 'i18n-bench');

function ensurePackages(): void {
  if (fs.existsSync(path.join(scratch, 'node_modules', 'i18next-icu'))) return;
  fs.mkdirSync(scratch, { recursive: true });
  fs.writeFileSync(path.join(scratch, 'package.json'), '{"private":true}');
  console.log(`installing ${PACKAGES.join(' ')} into ${scratch}`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', ...PACKAGES], { cwd: scratch, stdio: 'inherit' });
}

const catalogues = readCatalogues(repo);
const messagesOf = (locale: string) => Object.assign({}, ...NAMESPACES.map((ns) => catalogues[locale]?.[ns] ?? {})) as Record<string, string>;
const spanish = messagesOf('es');
const VALUES = { year: 2026, count: 3, language: 'English' };

async function gzipOf(source: string, name: string): Promise<number> {
  const file = path.join(scratch, `${name}.entry.ts`);
  fs.writeFileSync(file, source);
  const out = await build({ entryPoints: [file], bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, absWorkingDir: scratch, nodePaths: [path.join(scratch, 'node_modules')], logLevel: 'silent' });
  const code = out.outputFiles[0]?.contents ?? new Uint8Array();
  return zlib.gzipSync(code, { level: 9 }).length;
}

// The messages reach the page as data (loader data in the HTML), not as JavaScript: each entry
// reads them from a global, so only the library and the calls are measured. Paraglide is the
// exception: it compiles the messages into JavaScript, so they are part of its figure.
const DATA = `const data = JSON.parse(document.getElementById('messages').textContent);\nconst keys = ${JSON.stringify(Object.keys(spanish))};\nconst values = ${JSON.stringify(VALUES)};\n`;

const ENTRIES: Record<string, () => string> = {
  'this repository (src/i18n/format-message.ts, compiled at build)': () =>
    `import { formatMessage } from ${JSON.stringify(path.join(repo, 'src/i18n/format-message.ts'))};\n${DATA}for (const k of keys) console.log(formatMessage(data[k], values, 'es'));`,
  '@lingui/core 5 (compiled catalogue as data)': () =>
    `import { i18n } from '@lingui/core';\n${DATA}i18n.load('es', data); i18n.activate('es');\nfor (const k of keys) console.log(i18n._(k, values));`,
  'i18next 26 + i18next-icu (ICU parsed in the browser)': () =>
    `import i18next from 'i18next'; import ICU from 'i18next-icu';\n${DATA}i18next.use(ICU).init({ lng: 'es', resources: { es: { translation: data } } });\nfor (const k of keys) console.log(i18next.t(k, values));`,
  'i18next 26 alone (its own {{x}} and _one/_other plurals)': () =>
    `import i18next from 'i18next';\n${DATA}i18next.init({ lng: 'es', resources: { es: { translation: data } } });\nfor (const k of keys) console.log(i18next.t(k, values));`,
  'intl-messageformat 11 (ICU parsed in the browser)': () =>
    `import { IntlMessageFormat } from 'intl-messageformat';\n${DATA}for (const k of keys) console.log(new IntlMessageFormat(data[k], 'es').format(values));`,
  'Intl.PluralRules only (no ICU: hand-written plural code per message)': () =>
    `${DATA}const p = new Intl.PluralRules('es');\nfor (const k of keys) console.log(String(data[k]).replace(/\\{(\\w+)\\}/g, (_, n) => values[n]), p.select(values.count));`,
};

/** Paraglide JS 2: the messages compiled to one function each, every locale of the project inside it. */
async function paraglide(locales: string[]): Promise<number> {
  // Typed loosely: the SDK is installed in the scratch folder, not in this repository.
  const sdk = (await import(path.join(scratch, 'node_modules/@inlang/sdk/dist/index.js'))) as {
    newProject: (a: unknown) => Promise<Blob>;
    loadProjectInMemory: (a: { blob: Blob }) => Promise<{ db: unknown }>;
    insertBundleNested: (db: unknown, bundle: unknown) => Promise<unknown>;
  };
  const { compileProject } = (await import(path.join(scratch, 'node_modules/@inlang/paraglide-js/dist/index.js'))) as { compileProject: (a: unknown) => Promise<Record<string, string>> };
  const project = await sdk.loadProjectInMemory({ blob: await sdk.newProject({ settings: { baseLocale: 'en', locales } }) });
  const ids = Object.keys(spanish).map((k) => k.replace(/[^a-zA-Z0-9]/g, '_'));
  for (const [i, key] of Object.keys(spanish).entries()) {
    const names = new Set([...String(messagesOf('en')[key]).matchAll(/\{(\w+)/g)].map((m) => m[1] ?? ''));
    await sdk.insertBundleNested(project.db, {
      id: ids[i] ?? key,
      declarations: [...names].map((name) => ({ type: 'input-variable', name })),
      messages: locales.map((locale) => ({
        id: `${key}-${locale}`,
        bundleId: ids[i] ?? key,
        locale,
        selectors: [],
        // Plurals as their `other` text: Paraglide's plural matchers would only add to its figure.
        variants: [{ id: `${key}-${locale}-v`, messageId: `${key}-${locale}`, matches: [], pattern: patternOf(messagesOf(locale)[key] ?? '') }],
      })),
    });
  }
  const files = await compileProject({ project });
  const dir = path.join(scratch, `paraglide-${locales.length}`);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const calls = ids.map((id) => `console.log(m[${JSON.stringify(id)}]?.(values));`).join('\n');
  return gzipOf(`import { m } from ${JSON.stringify(path.join(dir, 'messages.js'))};\nimport { setLocale } from ${JSON.stringify(path.join(dir, 'runtime.js'))};\nconst values = ${JSON.stringify(VALUES)};\nsetLocale('es', { reload: false });\n${calls}`, `paraglide-${locales.length}`);
}

function patternOf(text: string): unknown[] {
  const flat = text.replace(/\{(\w+), plural,[^{]*(?:\{[^}]*\}[^{}]*)*?other \{([^}]*)\}\}/g, (_, n: string, other: string) => other.replace('#', `{${n}}`));
  return flat.split(/(\{\w+\})/).filter(Boolean).map((part) => (/^\{\w+\}$/.test(part) ? { type: 'expression', arg: { type: 'variable-reference', name: part.slice(1, -1) } } : { type: 'text', value: part }));
}

ensurePackages();
// The harness alone (the key list, reading the data, the loop) is in every entry: subtracted.
const harness = await gzipOf(`${DATA}for (const k of keys) console.log(data[k], values);`, 'harness');
const line = (bytes: number, name: string) => console.log(`${String(bytes - harness).padStart(7)} B  ${name}`);
console.log(`${Object.keys(spanish).length} messages (namespaces ${NAMESPACES.join(', ')}), formatted in Spanish; gzip bytes each adds to a page's JavaScript (harness of ${harness} B subtracted):\n`);
for (const [name, source] of Object.entries(ENTRIES)) line(await gzipOf(source(), name.split(' ')[0]!.replace(/\W/g, '')), name);
try {
  line(await paraglide(['en', 'es']), '@inlang/paraglide-js 2 (messages compiled to JS), project of 2 locales');
  line(await paraglide(['en', 'es', 'pt-br', 'fr', 'de', 'id', 'ja', 'ar']), '@inlang/paraglide-js 2 (messages compiled to JS), project of 8 locales');
} catch (error) {
  console.log(`   n/a    @inlang/paraglide-js 2: ${(error as Error).message}`);
}
