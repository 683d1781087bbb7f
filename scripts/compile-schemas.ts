// Compiles every JSON Schema in schemas/ into standalone ajv validators
// (engine/validation/generated/validators.js) and TypeScript types
// (engine/validation/generated/types.ts). Standalone code needs no runtime
// `new Function`, so the browser runs the same validators under a strict CSP.
// First it derives schemas/tool-locale.schema.json from the manifest schema's
// x-translatable marks (scripts/compile-schemas/tool-locale-schema.ts).
//
//   npm run schemas          regenerate
//   npm run schemas -- --check   exit 1 when the generated files are stale
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderGeneratedFiles } from './compile-schemas/render.ts';
import { renderToolLocaleSchema, TOOL_LOCALE_SCHEMA_FILE } from './compile-schemas/tool-locale-schema.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'engine/validation/generated');
const check = process.argv.includes('--check');

const schemaDir = path.join(root, 'schemas');
const toolSchema = JSON.parse(fs.readFileSync(path.join(schemaDir, 'tool.schema.json'), 'utf8')) as Record<string, unknown>;
const localeSchema: [string, string] = [path.join(schemaDir, TOOL_LOCALE_SCHEMA_FILE), renderToolLocaleSchema(toolSchema)];
let stale = writeOrCheck(...localeSchema);
const files = await renderGeneratedFiles(schemaDir);
for (const [name, content] of Object.entries(files)) stale += writeOrCheck(path.join(outDir, name), content);
process.exit(stale > 0 ? 1 : 0);

/** Writes a generated file, or with --check counts it when it differs: 1 when stale, else 0. */
function writeOrCheck(target: string, content: string): number {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (current === content) return 0;
  if (check) {
    console.error(`${path.relative(root, target)} is out of date with schemas/: run npm run schemas`);
    return 1;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
  console.log(`wrote ${path.relative(root, target)}`);
  return 0;
}
