import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const GOOD_ROOT = path.resolve(import.meta.dirname, '../fixtures/catalogues/good');

export function readGoodManifest(): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(GOOD_ROOT, 'tools/sample-tool/manifest.json'), 'utf8'));
}

export function readGoodCategories(): unknown {
  return JSON.parse(fs.readFileSync(path.join(GOOD_ROOT, 'tools/categories.json'), 'utf8'));
}

/** A temporary repo root holding tools/categories.json, the good fixture's renderers/ and the given folders (folder -> manifest text or object; null for an empty folder). */
export function makeCatalogueRoot(folders: Record<string, string | object | null>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  fs.mkdirSync(path.join(root, 'tools'));
  fs.copyFileSync(path.join(GOOD_ROOT, 'tools/categories.json'), path.join(root, 'tools/categories.json'));
  fs.cpSync(path.join(GOOD_ROOT, 'renderers'), path.join(root, 'renderers'), { recursive: true });
  for (const [folder, content] of Object.entries(folders)) {
    fs.mkdirSync(path.join(root, 'tools', folder));
    if (content === null) continue;
    const text = typeof content === 'string' ? content : JSON.stringify(content, null, 2);
    fs.writeFileSync(path.join(root, 'tools', folder, 'manifest.json'), text);
  }
  return root;
}
