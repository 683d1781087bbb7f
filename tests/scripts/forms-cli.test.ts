import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { insertSubmission } from '../../server/db/submissions.ts';
import { parseSince } from '../../scripts/lib/parse-since.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../scripts/forms.ts');

describe('npm run forms -- list', () => {
  it('lists stored submissions, filtered by type, as text or CSV', async () => {
    const dataDir = freshPgliteDataDir();
    const database = await openDatabase({ dataDir });
    await insertSubmission(database.db, 'contact', { name: 'Ada', email: 'ada@example.com', subject: 'support', message: 'Line one\nline two' });
    await insertSubmission(database.db, 'bug', { page: '/faq', happened: '=cmd', expected: 'ok' });
    await database.close();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };

    const text = await run(process.execPath, ['--import', 'tsx', script, 'list'], { env });
    expect(text.stdout).toMatch(/#2 bug/);
    expect(text.stdout).toMatch(/#1 contact/);
    expect(text.stdout).toMatch(/2 submission\(s\)/);

    const csv = await run(process.execPath, ['--import', 'tsx', script, 'list', '--type', 'bug', '--csv'], { env });
    const rows = parse(csv.stdout) as string[][];
    expect(rows[0]!.slice(0, 4)).toEqual(['id', 'type', 'created_at', 'forwarded_at']);
    expect(rows).toHaveLength(2);
    const record = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[1]![i]]));
    expect(record).toMatchObject({ type: 'bug', page: '/faq', happened: "'=cmd", expected: 'ok' });

    await expect(run(process.execPath, ['--import', 'tsx', script, 'list', '--type', 'spam'], { env })).rejects.toMatchObject({ code: 2 });
  }, 60_000);

  it('reads --since as a duration or a date', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(parseSince('7d', now)?.toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(parseSince('24h', now)?.toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(parseSince('2026-11-01', now)?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parseSince('soon', now)).toBeUndefined();
  });
});
