// AI usage by tool and model, from the daily aggregates the gateway keeps.
//   npm run usage -- [--since 24h|7d|2026-11-01]   (default 24h)
// Uses the same database settings as the server (DATABASE_URL, or PGlite under DATA_DIR).
// Aggregates are per UTC day, so a period starts at the beginning of its first day.
import { formatUsageTable } from '../engine/usage/usage-table.ts';
import { openDatabase } from '../server/db/database.ts';
import { summarizeUsage } from '../server/usage/usage-store.ts';
import { parseSince } from './lib/parse-since.ts';

try {
  process.loadEnvFile();
} catch {
  // no .env: the environment alone
}

const args = process.argv.slice(2);
const usage = 'usage: npm run usage -- [--since 24h|7d|YYYY-MM-DD]';
const i = args.indexOf('--since');
const sinceRaw = i >= 0 ? args[i + 1] : '24h';
const since = sinceRaw ? parseSince(sinceRaw, new Date()) : undefined;
if (!since || args.some((a, j) => a !== '--since' && j !== i + 1)) {
  console.error(usage);
  process.exit(2);
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' });
try {
  console.log(`AI usage since ${since.toISOString().slice(0, 10)} (UTC days):`);
  process.stdout.write(formatUsageTable(await summarizeUsage(database.db, since)));
} finally {
  await database.close();
}
