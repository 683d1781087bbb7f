// Makes the site an installable app: writes each locale's web app manifest and the service worker
// (build/client/sw.js) with its list of files to keep (the app shell and every locale's /history
// page). Runs in `npm run build` after defer-hydration (the precache lists the final HTML) and
// before compress-assets. See docs/installable-app.md.
//   tsx scripts/write-service-worker.ts [client dir]   (default build/client)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { LOCALES, localizePath, type Locale } from '../engine/i18n/locales.ts';
import { isNeverCachedPath } from '../engine/installable-app/cache-rule.ts';
import { APP_ICONS, manifestPath, webManifest } from '../engine/installable-app/web-manifest.ts';
import { precacheFiles, precacheUrl } from './lib/precache-files.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.resolve(process.argv[2] ?? path.join(repo, 'build/client'));
const SOURCE = path.join(repo, 'src/features/installable-app/service-worker.ts');

function readMessages(locale: Locale, namespace: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(repo, 'src/i18n/messages', locale, `${namespace}.json`), 'utf8')) as Record<string, string>;
}

function writeManifests(): string[] {
  return LOCALES.map((locale) => {
    const words = { name: String(readMessages(locale, 'layout').siteName), description: String(readMessages(locale, 'home').subtitle) };
    const file = path.join(client, manifestPath(locale).slice(1));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Removed first: in a copy of a build made of hard links, writing in place would change the original too.
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, `${JSON.stringify(webManifest(locale, words), null, 2)}\n`);
    return path.relative(client, file);
  });
}

/** The worker's code, bundled alone (its own small file, never part of a page's JavaScript). */
async function bundleWorker(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-worker-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      lib: { entry: SOURCE, formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
      outDir,
      emptyOutDir: true,
      minify: true,
      target: 'es2020',
    },
  });
  return path.join(outDir, 'sw.js');
}

const manifests = writeManifests();
const historyPages = LOCALES.map((locale) => localizePath('/history', locale));
const files = [...precacheFiles(client, ['/', ...historyPages]), 'favicon.svg', ...APP_ICONS.map((icon) => icon.src.slice(1)), ...manifests];
const swSrc = await bundleWorker();
fs.rmSync(path.join(client, 'sw.js'), { force: true });
const result = await injectManifest({
  swSrc,
  swDest: path.join(client, 'sw.js'),
  globDirectory: client,
  globPatterns: files,
  manifestTransforms: [
    (entries) => {
      const manifest = entries.map((entry) => ({ ...entry, url: precacheUrl(entry.url) }));
      const never = manifest.filter((entry) => isNeverCachedPath(new URL(entry.url, 'http://x').pathname));
      if (never.length > 0) throw new Error(`write-service-worker: the precache may not list ${never.map((e) => e.url).join(', ')}`);
      return { manifest, warnings: [] };
    },
  ],
});
fs.rmSync(path.dirname(swSrc), { recursive: true, force: true });
// A copy compressed for an earlier worker would be sent instead of this one.
for (const stale of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(client, stale), { force: true });
// A file of the list missing (an icon renamed, a page no longer built) fails the build rather than ship a worker that cannot install.
if (result.warnings.length > 0) throw new Error(`write-service-worker: ${result.warnings.join('\n')}`);
console.log(`write-service-worker: ${manifests.length} manifests; sw.js keeps ${result.count} files (${(result.size / 1024).toFixed(0)} KiB) for offline use`);
