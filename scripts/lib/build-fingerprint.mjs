// The fingerprint of every build input (path, size and modification time of each file under the
// source folders, the root build configs, and the SITE_* settings the build bakes in, from the
// environment and .env files), and the stamp that records it after a successful build. Written by
// `npm run build` (scripts/write-build-stamp.mjs) and read by `npm start` (scripts/build-if-stale.mjs),
// so a build made either way is not made again. Plain JS: no tsx to load first.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const STAMP = path.join(root, 'build/build-stamp.json');
const FOLDERS = ['src', 'server', 'engine', 'tools', 'schemas', 'scripts', 'public'];
const FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'vite.server.config.ts', 'react-router.config.ts', 'tsconfig.json'];
// What vite's loadEnv reads for a production build.
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

export function fingerprint() {
  const hash = crypto.createHash('sha256');
  const add = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const folder of FOLDERS) {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) continue;
    const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    for (const file of entries.map((e) => path.join(e.parentPath, e.name)).sort()) add(file);
  }
  for (const file of FILES) add(path.join(root, file));
  const site = Object.entries(process.env).filter(([k]) => k.startsWith('SITE_'));
  for (const file of ENV_FILES) {
    const text = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '';
    for (const line of text.split(/\r?\n/)) if (/^\s*(export\s+)?SITE_/.test(line)) site.push([file, line.trim()]);
  }
  hash.update(JSON.stringify(site.sort()));
  return hash.digest('hex');
}


export function readStamp() {
  return fs.existsSync(STAMP) ? JSON.parse(fs.readFileSync(STAMP, 'utf8')) : null;
}

export function writeStamp(value = fingerprint()) {
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, JSON.stringify({ fingerprint: value, builtAt: new Date().toISOString() }, null, 2));
}
