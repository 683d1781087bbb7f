import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One prerendered page as it is sent: the bytes of each encoding the build made, and their ETags. */
type Bytes = Uint8Array<ArrayBuffer>;

interface PageVariants {
  identity: { body: Bytes; etag: string };
  br?: { body: Bytes; etag: string };
  gzip?: { body: Bytes; etag: string };
}

export interface StaticPage {
  body: Bytes;
  etag: string;
  /** 'br' or 'gzip' when the body is that encoding of the page. */
  encoding?: 'br' | 'gzip';
}

/**
 * The prerendered HTML pages (every `index.html` under the built site), read
 * once on their first request and kept in memory with an ETag per encoding
 * (the page's hash, computed once) and the .br/.gz files the build wrote
 * (scripts/compress-assets.ts). A page is then answered from memory: no file
 * system access, no hashing per response.
 */
export function staticPages(root: string): { lookup: (urlPath: string, acceptEncoding: string | undefined) => StaticPage | null } {
  const files = new Map<string, string>();
  if (fs.existsSync(root)) {
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name !== 'index.html') continue;
      const dir = path.relative(root, entry.parentPath).split(path.sep).join('/');
      if (dir.startsWith('assets')) continue;
      files.set(dir === '' ? '/' : `/${dir}`, path.join(entry.parentPath, entry.name));
    }
  }
  const loaded = new Map<string, PageVariants>();
  const load = (file: string): PageVariants => {
    // Copied once into a plain Uint8Array (what Hono's c.body takes), kept for the life of the process.
    const read = (name: string): Bytes => new Uint8Array(fs.readFileSync(name));
    const body = read(file);
    const hash = crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27);
    const variant = (suffix: string, tag: string) => (fs.existsSync(file + suffix) ? { body: read(file + suffix), etag: `"${hash}-${tag}"` } : undefined);
    return { identity: { body, etag: `"${hash}"` }, br: variant('.br', 'br'), gzip: variant('.gz', 'gz') };
  };
  return {
    lookup(urlPath, acceptEncoding) {
      const key = urlPath.length > 1 && urlPath.endsWith('/') ? urlPath.replace(/\/+$/, '') || '/' : urlPath;
      const file = files.get(key);
      if (!file) return null;
      let page = loaded.get(key);
      if (!page) loaded.set(key, (page = load(file)));
      const accepts = acceptEncoding ?? '';
      if (page.br && /\bbr\b/.test(accepts)) return { ...page.br, encoding: 'br' };
      if (page.gzip && /\bgzip\b/.test(accepts)) return { ...page.gzip, encoding: 'gzip' };
      return page.identity;
    },
  };
}

/** True when If-None-Match names this ETag (or is *); weak and strong forms compare equal, as for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
