// Read what visitors sent through the contact, suggestion and bug forms.
//   npm run forms -- list [--type contact|suggestion|bug] [--since 7d|24h|2026-11-01] [--csv]
// Uses the same settings as the server: DATABASE_URL (PostgreSQL, read directly), or the
// embedded PGlite under DATA_DIR. PGlite allows one process per data directory, so while the
// server holds it the CLI reads through the server's admin endpoint (ADMIN_TOKEN, HOST, PORT)
// or, without ADMIN_TOKEN, stops and says so; it never opens a directory another process holds.
import { isFormType } from '../engine/forms/form-validation.ts';
import { escapeControlCharacters } from '../engine/validation/control-characters.ts';
import { toCsv } from '../engine/title-search/csv.ts';
import { dataDirHolder } from '../server/db/data-dir-lock.ts';
import { openDatabase } from '../server/db/database.ts';
import { listSubmissions } from '../server/db/submissions.ts';
import { fetchSubmissionsFromServer, type ListedSubmission } from './lib/forms-from-server.ts';
import { parseSince } from './lib/parse-since.ts';

try {
  process.loadEnvFile();
} catch {
  // no .env: the environment alone
}

// Rows stored before control characters were dropped at the door may still hold some:
// printed as \uXXXX, so a message cannot recolour, rewrite or hide lines of the terminal.
const shown = escapeControlCharacters;

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
const filter = { type: type && isFormType(type) ? type : undefined, since, limit: 100_000 };
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || './data';

async function readRows(): Promise<ListedSubmission[]> {
  const holder = databaseUrl ? null : dataDirHolder(dataDir);
  if (holder) {
    const token = process.env.ADMIN_TOKEN;
    if (!token) {
      console.error(
        [
          `The embedded database in ${dataDir} is held by process ${holder.pid} (pid ${holder.pid}, since ${holder.startedAt}), most likely the running server.`,
          'PGlite allows one process per data directory, so this command will not open it. Either:',
          '  - stop the server, then run this command again;',
          '  - or set ADMIN_TOKEN (the same value for the server and this command) to read through the running server;',
          '  - or run the server on PostgreSQL (DATABASE_URL), which any number of processes can read.',
        ].join('\n'),
      );
      process.exit(1);
    }
    const host = !process.env.HOST || process.env.HOST === '0.0.0.0' || process.env.HOST === '::' ? '127.0.0.1' : process.env.HOST;
    const base = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || '3000'}`;
    console.error(`${dataDir} is held by process ${holder.pid}: reading through the running server at ${base}`);
    return fetchSubmissionsFromServer(base, token, filter);
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    return (await listSubmissions(database.db, filter)).map((r) => ({ ...r, createdAt: r.createdAt, forwardedAt: r.forwardedAt }));
  } finally {
    await database.close();
  }
}

let rows: ListedSubmission[];
try {
  rows = await readRows();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (args.includes('--csv')) {
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))];
  const cell = (r: ListedSubmission, f: string) => (Object.hasOwn(r.fields, f) ? shown(String(r.fields[f])) : '');
  process.stdout.write(toCsv([['id', 'type', 'created_at', 'forwarded_at', ...fields.map(shown)], ...rows.map((r) => [r.id, r.type, r.createdAt.toISOString(), r.forwardedAt?.toISOString() ?? '', ...fields.map((f) => cell(r, f))])]));
} else {
  for (const r of rows) {
    console.log(`#${r.id} ${r.type} ${r.createdAt.toISOString()}${r.forwardedAt ? ' (forwarded)' : ''}`);
    for (const [k, v] of Object.entries(r.fields)) console.log(`  ${shown(k)}: ${shown(String(v)).replace(/\n/g, '\n    ')}`);
  }
  console.log(`${rows.length} submission(s)`);
}
