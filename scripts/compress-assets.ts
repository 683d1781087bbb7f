// Writes .br and .gz beside every compressible file of the built site, so the
// gateway sends precompressed bytes instead of compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|xml|txt|map)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let afterBrotli = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  fs.writeFileSync(file + '.br', br);
  fs.writeFileSync(file + '.gz', zlib.gzipSync(data, { level: 9 }));
  files++;
  before += data.length;
  afterBrotli += br.length;
}
console.log(`compress-assets: ${files} files, ${(before / 1024).toFixed(0)} KiB -> ${(afterBrotli / 1024).toFixed(0)} KiB brotli`);
