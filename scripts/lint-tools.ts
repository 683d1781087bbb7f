// Lints the tool catalogue: every tools/<id>/manifest.json against
// schemas/tool.schema.json (the same compiled validator the registry uses),
// then the cross-file rules. Prints one line per problem:
//   tools/<id>/manifest.json <json-pointer> <message>
// Exits 1 on any problem. Never edits a file. Then one line per locale: how many tools have a
// complete translation (tools/<id>/locales/<locale>.json); a tool without one is no problem.
//
//   npm run lint:tools              the repository's tools/
//   npm run lint:tools -- <dir>     another root holding tools/ (used by the tests)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintCatalogue } from './lib/lint-catalogue.ts';
import { coverageLines } from './lib/lint-locales.ts';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.argv[2] ?? defaultRoot);
const { problems, toolCount, coverage } = lintCatalogue(root);
for (const p of problems) console.log(`${p.file} ${p.pointer} ${p.message}`);
for (const line of coverageLines(coverage)) console.log(line);
if (problems.length > 0) {
  console.error(`lint:tools: ${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s)`);
  process.exit(1);
}
console.log(`lint:tools: ${toolCount} tools, no problems`);
