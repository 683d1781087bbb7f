// CI: compose.yaml against the Compose Specification's JSON Schema (tests/fixtures/compose-spec/,
// with its source named there), so a misspelt key or a wrong type fails here rather than on an
// operator's `docker compose up`. Prints one line per problem; exit 1 on any.
import fs from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import yaml from 'js-yaml';

const root = path.resolve(import.meta.dirname, '..');
const SCHEMA = path.join(root, 'tests/fixtures/compose-spec/compose-spec.json');

function dropIdNames(node) {
  if (!node || typeof node !== 'object') return;
  if (typeof node.id === 'string') delete node.id;
  for (const value of Object.values(node)) dropIdNames(value);
}

/** The schema's problems with a compose file's text, as "path message" lines (none: valid). */
export function composeProblems(text) {
  const schema = JSON.parse(fs.readFileSync(SCHEMA, 'utf8'));
  // It names draft 2019-09 by its old http URL, which Ajv does not know by that name: Ajv2019 is that draft.
  delete schema.$schema;
  // …and names its parts with "id", the pre-draft-06 spelling of "$id": names only, never referred to.
  dropIdNames(schema);
  // Not strict, and no formats: the schema has keywords and formats (duration, ports) of Docker's own.
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  const validate = ajv.compile(schema);
  const document = yaml.load(text);
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${e.params.additionalProperty})` : ''}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? path.join(root, 'compose.yaml');
  const problems = composeProblems(fs.readFileSync(file, 'utf8'));
  for (const line of problems) console.error(`${path.relative(root, file)} ${line}`);
  if (problems.length > 0) process.exit(1);
  console.log(`${path.relative(root, file)} matches the Compose Specification's schema`);
}
