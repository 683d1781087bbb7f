// Rewrites every prerendered page of build/client so its JavaScript loads after the first paint
// (see scripts/lib/defer-hydration.ts for why). Runs in `npm run build`, before compress-assets.
// The SPA fallback is left as it is: it shows only "Loading…" until its JavaScript has run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deferHydration } from './lib/defer-hydration.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const SPA_FALLBACK = '__spa-fallback.html';

let pages = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || entry.name !== 'index.html') continue;
  const file = path.join(entry.parentPath, entry.name);
  try {
    fs.writeFileSync(file, deferHydration(fs.readFileSync(file, 'utf8')).html);
  } catch (error) {
    throw new Error(`defer-hydration: ${path.relative(root, file)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  pages++;
}
if (!fs.existsSync(path.join(root, SPA_FALLBACK))) throw new Error(`defer-hydration: no ${SPA_FALLBACK} in ${root}`);
console.log(`defer-hydration: ${pages} pages load their JavaScript after the first paint`);
