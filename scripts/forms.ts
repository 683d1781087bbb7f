// Read what visitors sent through the contact, suggestion and bug forms.
//   npm run forms -- list [--type contact|suggestion|bug] [--since 7d|24h|2026-11-01] [--csv]
// Uses the same database settings as the server (DATABASE_URL, or PGlite under DATA_DIR).
import { isFormType } from '../engine/forms/form-validation.ts';
import { toCsv } from '../engine/title-search/csv.ts';
import { openDatabase } from '../server/db/database.ts';
import { listSubmissions } from '../server/db/submissions.ts';
import { parseSince } from './lib/parse-since.ts';

try {
  process.loadEnvFile();
} catch {
  // no .env: the environment alone
}

const args = process.argv.slice(2);
const usage = 'usage: npm run forms -- list [--type contact|suggestion|bug] [--since 7d|24h|YYYY-MM-DD] [--csv]';
if (args[0] !== 'list') {
  console.error(usage);
  process.exit(2);
}
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const type = option('--type');
if (type !== undefined && !isFormType(type)) {
  console.error(`--type must be contact, suggestion or bug\n${usage}`);
  process.exit(2);
}
const sinceRaw = option('--since');
const since = sinceRaw ? parseSince(sinceRaw, new Date()) : undefined;
if (sinceRaw && !since) {
  console.error(`--since must look like 7d, 24h or 2026-11-01\n${usage}`);
  process.exit(2);
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' });
try {
  const rows = await listSubmissions(database.db, { type: type && isFormType(type) ? type : undefined, since, limit: 100_000 });
  if (args.includes('--csv')) {
    const fields = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))];
    process.stdout.write(toCsv([['id', 'type', 'created_at', 'forwarded_at', ...fields], ...rows.map((r) => [r.id, r.type, r.createdAt.toISOString(), r.forwardedAt?.toISOString() ?? '', ...fields.map((f) => r.fields[f] ?? '')])]));
  } else {
    for (const r of rows) {
      console.log(`#${r.id} ${r.type} ${r.createdAt.toISOString()}${r.forwardedAt ? ' (forwarded)' : ''}`);
      for (const [k, v] of Object.entries(r.fields)) console.log(`  ${k}: ${v.replace(/\n/g, '\n    ')}`);
    }
    console.log(`${rows.length} submission(s)`);
  }
} finally {
  await database.close();
}
