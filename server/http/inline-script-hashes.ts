import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// An inline <script> with no src attribute; its text is hashed exactly as written (CSP hashes the raw text).
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source ('sha256-…') that allows exactly this inline script. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hashes of every inline script in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => scriptHash(m[1] ?? ''));
}

/**
 * Hashes of every inline script in every HTML file of the built site (the
 * theme script that runs before paint, and React Router's hydration scripts,
 * which are fixed at build time because every page is prerendered). Read once
 * at start-up, so the CSP always matches the build being served.
 */
export function collectInlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // no built site (tests, a fresh checkout): no inline scripts to allow
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) for (const hash of inlineScriptHashes(fs.readFileSync(full, 'utf8'))) hashes.add(hash);
    }
  };
  walk(root);
  return [...hashes].sort();
}
