// The files the service worker keeps from its install on (its precache): each given page's HTML
// and data file, and every hashed script and stylesheet that HTML names (so the page opens offline
// even if it was never visited). Paths are relative to the built client folder.
import fs from 'node:fs';
import path from 'node:path';

/** Hashed files a page's HTML names: script src, modulepreload, stylesheets and the deferred loader's list. */
const ASSET = /\/assets\/[\w.~-]+\.(?:js|css)/g;

/** `history/index.html` -> the page's address `/history`; `index.html` -> `/`; anything else keeps its path. */
export function precacheUrl(file: string): string {
  const page = /^(.*?)\/?index\.html$/.exec(file);
  if (page) return `/${page[1] ?? ''}`;
  return `/${file}`;
}

/** The data file React Router fetches for a page it opens without reloading: `/history.data`, `/es/_.data` for `/es/`. */
export function dataFileOf(pagePath: string): string {
  return `${pagePath.endsWith('/') ? `${pagePath}_` : pagePath}.data`.slice(1);
}

export function precacheFiles(client: string, pages: readonly string[]): string[] {
  const files = new Set<string>();
  for (const page of pages) {
    const html = path.join(page.replace(/^\//, ''), 'index.html');
    const htmlPath = path.join(client, html);
    if (!fs.existsSync(htmlPath)) throw new Error(`precache: no prerendered page ${page} in ${client}`);
    files.add(html.split(path.sep).join('/'));
    const data = dataFileOf(page);
    if (fs.existsSync(path.join(client, data))) files.add(data);
    for (const match of fs.readFileSync(htmlPath, 'utf8').matchAll(ASSET)) files.add(match[0].slice(1));
  }
  return [...files];
}
