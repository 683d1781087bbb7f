// Prints the gzipped size of the JavaScript a page loads before it is interactive:
// every module the prerendered HTML references (script src and modulepreload).
//   npm run build && npm run measure:js -- / /tools/ai-writer
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/tools/ai-writer'];

for (const route of routes) {
  const html = fs.readFileSync(path.join(client, route, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) files.add(String(m[1]));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) files.add(String(m[1]));
  // Pages rewritten by scripts/defer-hydration.ts list their modules in the script that loads them after the first paint.
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) files.add(String(m[1]));
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const data = fs.readFileSync(path.join(client, f));
    raw += data.length;
    gz += zlib.gzipSync(data, { level: 9 }).length;
  }
  const css = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].reduce((n, m) => n + zlib.gzipSync(fs.readFileSync(path.join(client, String(m[1])))).length, 0);
  console.log(`${route.padEnd(24)} ${files.size} JS files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip (${gz} bytes; budget 128000); CSS ${(css / 1024).toFixed(1)} KiB gzip`);
}
