// npm start: builds only when the build is missing or older than its sources (scripts/lib/build-fingerprint.mjs).
// `npm run build` writes the stamp itself; FORCE_BUILD=1 always builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fingerprint, readStamp } from './lib/build-fingerprint.mjs';

const root = path.resolve(import.meta.dirname, '..');
const current = fingerprint();
const built = fs.existsSync(path.join(root, 'build/gateway/main.js')) && fs.existsSync(path.join(root, 'build/client/index.html'));
const stamp = readStamp();
if (built && stamp?.fingerprint === current && !process.env.FORCE_BUILD) {
  console.log(`build is current (built ${stamp.builtAt}): skipping the build (FORCE_BUILD=1 to rebuild)`);
  process.exit(0);
}
console.log(built ? 'sources changed since the last build: building' : 'no build yet: building');
// npm run build ends by writing the stamp (scripts/write-build-stamp.mjs).
const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
if (result.status !== 0) process.exit(result.status ?? 1);
