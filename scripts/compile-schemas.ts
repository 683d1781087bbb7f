// Compiles every JSON Schema in schemas/ into standalone ajv validators
// (engine/validation/generated/validators.js) and TypeScript types
// (engine/validation/generated/types.ts). Standalone code needs no runtime
// `new Function`, so the browser runs the same validators under a strict CSP.
//
//   npm run schemas          regenerate
//   npm run schemas -- --check   exit 1 when the generated files are stale
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderGeneratedFiles } from './compile-schemas/render.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'engine/validation/generated');
const check = process.argv.includes('--check');

const files = await renderGeneratedFiles(path.join(root, 'schemas'));
let stale = 0;
for (const [name, content] of Object.entries(files)) {
  const target = path.join(outDir, name);
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (current === content) continue;
  if (check) {
    console.error(`${path.relative(root, target)} is out of date with schemas/: run npm run schemas`);
    stale++;
  } else {
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(target, content);
    console.log(`wrote ${path.relative(root, target)}`);
  }
}
process.exit(stale > 0 ? 1 : 0);
