// Checks the interface messages (src/i18n/messages/<locale>/<namespace>.json) against English:
// a missing or extra key, an invalid ICU message, or placeholders that differ. One line per
// problem; exits 1 on any. Part of `npm run lint`.
//   npm run lint:messages
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkMessages, readCatalogues } from './lib/check-messages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogues = readCatalogues(root);
const problems = checkMessages(catalogues);
for (const p of problems) console.log(`${p.file}${p.key ? ` "${p.key}"` : ''} ${p.message}`);
if (problems.length > 0) {
  console.error(`lint:messages: ${problems.length} problem(s)`);
  process.exit(1);
}
const namespaces = Object.keys(catalogues.en ?? {}).length;
console.log(`lint:messages: ${Object.keys(catalogues).length} locales × ${namespaces} namespaces, no problems`);
