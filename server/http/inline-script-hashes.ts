import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// An inline <script> with no src attribute; its text is hashed exactly as written (CSP hashes the raw text).
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The SPA fallback page (server/static-site.ts), served for every path without its own page. */
const FALLBACK_FILE = '__spa-fallback.html';

/** The CSP source ('sha256-…') that allows exactly this inline script. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hashes of every inline script in one HTML document, each once. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_SCRIPT)].map((m) => scriptHash(m[1] ?? '')))];
}

export interface PageScriptHashes {
  /** The hashes of the page a URL path (/, /about, /about/, /about/index.html) serves; undefined when no HTML file serves it. */
  forPath: (urlPath: string) => string[] | undefined;
  /** The SPA fallback's hashes, for any other HTML answer. */
  fallback: () => string[];
}

/**
 * The inline scripts of every HTML file of the built site, by the URL path
 * that serves it: the theme script that runs before paint and React Router's
 * hydration and loader-data scripts, all fixed at build time because every
 * page is prerendered. The files are listed at start-up and each is read and
 * hashed on its first request (reading all of them held up the cold start),
 * so the CSP always matches the build being served, and each page allows only
 * its own scripts (one policy listing every page's data scripts would outgrow
 * proxies' header buffers). Each page's list is one array for the life of the
 * process, so callers can key on it.
 */
export function collectPageScriptHashes(root: string): PageScriptHashes {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // no built site (tests, a fresh checkout): no inline scripts to allow
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.name.endsWith('.html')) continue;
      const urlPath = `/${path.relative(root, full).split(path.sep).join('/')}`;
      files.set(urlPath, full);
      if (entry.name === 'index.html') {
        const dirPath = urlPath.slice(0, -'index.html'.length); // '/about/' or '/'
        files.set(dirPath, full);
        if (dirPath !== '/') files.set(dirPath.slice(0, -1), full);
      }
    }
  };
  walk(root);
  const hashed = new Map<string, string[]>();
  const hashesOf = (file: string): string[] => {
    let hashes = hashed.get(file);
    if (!hashes) hashed.set(file, (hashes = inlineScriptHashes(fs.readFileSync(file, 'utf8'))));
    return hashes;
  };
  const noScripts: string[] = [];
  return {
    forPath: (urlPath) => {
      const file = files.get(urlPath);
      return file ? hashesOf(file) : undefined;
    },
    fallback: () => {
      const file = files.get(`/${FALLBACK_FILE}`);
      return file ? hashesOf(file) : noScripts;
    },
  };
}
