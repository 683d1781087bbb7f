import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../helpers/test-config.ts';
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

  it('prints control characters a stored row may still hold as \\uXXXX, never raw to the terminal', async () => {
    const dataDir = freshPgliteDataDir();
    const database = await openDatabase({ dataDir });
    // Stored directly, as rows written before the gateway dropped these characters were.
    await insertSubmission(database.db, 'contact', { name: 'Eve\u001b[31m', email: 'eve@example.com', subject: 'support', message: 'fine\rHIDDEN \u202eevil\u2066\tok\nnext' });
    await database.close();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    for (const args of [['list'], ['list', '--csv']]) {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...args], { env });
      // eslint-disable-next-line no-control-regex -- none of these may reach the terminal
      expect(stdout.replace(/\r\n/g, '\n')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      expect(stdout).toContain('Eve\\u001b[31m');
      expect(stdout).toContain('fine\\u000dHIDDEN \\u202eevil\\u2066\tok');
    }
  }, 60_000);

  it('never opens a PGlite data directory another process holds: says to stop the server, set ADMIN_TOKEN or use DATABASE_URL', async () => {
    const dataDir = freshPgliteDataDir();
    const held = await openDatabase({ dataDir }); // this test process plays the running server
    try {
      await insertSubmission(held.db, 'contact', { name: 'Ada', email: 'ada@example.com', subject: 'support', message: 'held' });
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN: '' };
      const failure = await run(process.execPath, ['--import', 'tsx', script, 'list'], { env }).then(
        () => null,
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(failure, 'the CLI must not read a held data directory').not.toBeNull();
      expect(failure!.code).toBe(1);
      expect(failure!.stdout).toBe('');
      expect(failure!.stderr).toContain(`pid ${process.pid}`);
      expect(failure!.stderr).toMatch(/stop the server/i);
      expect(failure!.stderr).toContain('ADMIN_TOKEN');
      expect(failure!.stderr).toContain('DATABASE_URL');
      // A second opener inside a process is refused the same way.
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open in process/);
    } finally {
      await held.close();
    }
    // Once the holder is gone, the CLI reads the directory directly.
    const after = await run(process.execPath, ['--import', 'tsx', script, 'list'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    expect(after.stdout).toMatch(/1 submission\(s\)/);
  }, 60_000);

  it('a lock left by a process that died (kill -9) does not block the next open', async () => {
    const dataDir = freshPgliteDataDir();
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, startedAt: new Date().toISOString() }));
    const database = await openDatabase({ dataDir });
    await database.close();
  });

  it('with ADMIN_TOKEN, reads through the running server instead of opening its data directory', async () => {
    const dataDir = freshPgliteDataDir();
    const database = await openDatabase({ dataDir });
    await insertSubmission(database.db, 'bug', { page: '/faq', happened: 'via the server', expected: 'ok' });
    const token = 'cli-admin-token-0123456789';
    const { app, close } = createApp({ staticRoot: '/nonexistent', config: testConfig({ ADMIN_TOKEN: token }), catalogue: registry, database, rateLimitPrefix: `cli-admin-${Date.now()}` });
    const server: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN: token, PORT: String(port), HOST: '127.0.0.1' };
      const text = await run(process.execPath, ['--import', 'tsx', script, 'list', '--type', 'bug'], { env });
      expect(text.stdout).toContain('happened: via the server');
      expect(text.stdout).toMatch(/1 submission\(s\)/);
      expect(text.stderr).toMatch(/through the running server/);
      const wrong = await run(process.execPath, ['--import', 'tsx', script, 'list'], { env: { ...env, ADMIN_TOKEN: 'not-the-token' } }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(wrong?.code).toBe(1);
      expect(wrong?.stderr).toMatch(/ADMIN_TOKEN/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
      await database.close();
    }
  }, 60_000);

  it('reads --since as a duration or a date', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(parseSince('7d', now)?.toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(parseSince('24h', now)?.toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(parseSince('2026-11-01', now)?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parseSince('soon', now)).toBeUndefined();
  });
});
