// Prints the SQL that syncs Supabase's public.tools with the catalogue (likes are refused for
// any other tool id). Run on every deploy, after `supabase db push`:
//   npm run -s likes:tools-sql | psql "$SUPABASE_DB_URL"
//   npm run -s likes:tools-sql -- --prune | psql ...   also drops removed tools and their likes
import path from 'node:path';
import { likesToolsSql } from './lib/likes-tools-sql.ts';
import { readCatalogue } from './lib/read-catalogue.ts';

const root = path.resolve(import.meta.dirname, '..');
const catalogue = readCatalogue(root);
if (catalogue.problems.length > 0) {
  console.error(`The catalogue has problems; run npm run lint:tools first.\n${catalogue.problems.map((p) => `  ${p.file}${p.pointer}: ${p.message}`).join('\n')}`);
  process.exit(1);
}
process.stdout.write(likesToolsSql([...catalogue.toolsById.keys()], { prune: process.argv.includes('--prune') }));
