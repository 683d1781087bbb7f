// The embedded database (PGlite) in its worker thread: opened by the first query, never by the
// start-up or a readiness probe; migrations before any statement; errors keep PostgreSQL's code;
// a failed open is retried by the next query. The gateway-level half (idle after start) is at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { insertSubmission, listSubmissions } from '../../server/db/submissions.ts';
import { formSubmissions } from '../../server/db/schema.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';
import { spawnGateway, type GatewayChild } from '../support/spawn-gateway.ts';

const open: DatabaseHandle[] = [];
const gateways: GatewayChild[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((d) => d.close()));
  for (const g of gateways.splice(0)) g.child.kill('SIGKILL');
});

/** drizzle wraps a driver's error in "Failed query: …" with the driver's error as its cause. */
const causeOf = (error: unknown) => ((error as { cause?: unknown }).cause ?? error) as Error & { code?: string };
const pgliteFiles = (dataDir: string) => fs.readdirSync(path.join(dataDir, 'pglite'));

describe('embedded database in a worker thread', () => {
  it('opens nothing until the first query; a readiness ping says idle and does not open it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-idle-'));
    const opened: number[] = [];
    const database = await openDatabase({ dataDir, onEmbeddedOpen: (ms) => opened.push(ms) });
    open.push(database);
    expect(database.kind).toBe('pglite');
    expect(await database.ping()).toBe('idle');
    expect(pgliteFiles(dataDir)).toEqual([]);
    expect(opened).toEqual([]);

    // A brand-new directory: the first statement waits for initdb and the migrations.
    const row = await insertSubmission(database.db, 'contact', { name: 'A', email: 'a@example.com', message: 'first' });
    expect(row.id).toBeGreaterThan(0);
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(Number.isNaN(row.createdAt.getTime())).toBe(false);
    expect(opened).toHaveLength(1);
    expect(pgliteFiles(dataDir)).toContain('PG_VERSION');
    expect(await database.ping()).toBe('ok');
  });

  it('answers many statements sent while it opens, in order, none before the migrations', async () => {
    const database = await openDatabase({ dataDir: freshPgliteDataDir() });
    open.push(database);
    const rows = await Promise.all(Array.from({ length: 40 }, (_, i) => insertSubmission(database.db, 'bug', { description: `n${i}` })));
    expect(new Set(rows.map((r) => r.id)).size).toBe(40);
    const listed = await listSubmissions(database.db, { type: 'bug' });
    expect(listed.map((r) => r.fields.description).sort()).toEqual(rows.map((r) => r.fields.description).sort());
  });

  it('keeps the data across close and reopen, and refuses statements after close', async () => {
    const dataDir = freshPgliteDataDir();
    const first = await openDatabase({ dataDir });
    const { id } = await insertSubmission(first.db, 'suggestion', { suggestion: 'kept' });
    await first.close();
    const refused = await first.db.select().from(formSubmissions).catch((e: unknown) => e);
    expect(causeOf(refused).message).toMatch(/the database is closed/);

    const second = await openDatabase({ dataDir });
    open.push(second);
    const rows = await listSubmissions(second.db);
    expect(rows.find((r) => r.id === id)?.fields).toEqual({ suggestion: 'kept' });
  });

  it("a failing statement rejects with PostgreSQL's error code, and the worker goes on", async () => {
    const database = await openDatabase({ dataDir: freshPgliteDataDir() });
    open.push(database);
    // The table's check constraint allows only the three form types.
    const failure = await insertSubmission(database.db, 'spam' as 'bug', { x: 'y' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(causeOf(failure).code).toBe('23514');
    expect((await insertSubmission(database.db, 'bug', { description: 'after' })).id).toBeGreaterThan(0);
  });

  it('a directory that cannot be opened fails the query; once repaired, the next query opens it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-broken-'));
    const failures: Error[] = [];
    const database = await openDatabase({ dataDir, onEmbeddedOpenFailed: (e) => failures.push(e) });
    open.push(database);
    // PGlite needs to write its files here: a plain file where its base directory belongs breaks initdb.
    fs.writeFileSync(path.join(dataDir, 'pglite', 'base'), 'not a directory');
    await expect(insertSubmission(database.db, 'bug', { description: 'refused' })).rejects.toThrow();
    expect(failures.length).toBeGreaterThan(0);

    fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    expect((await insertSubmission(database.db, 'bug', { description: 'accepted' })).id).toBeGreaterThan(0);
  }, 60_000);
});

describe('the gateway with the embedded database', () => {
  it('starts without opening it, reports it idle, and opens it on the first form', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-gateway-'));
    const gateway = await spawnGateway({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
    gateways.push(gateway);
    const ready = await fetch(`${gateway.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'idle' } });
    expect(pgliteFiles(dataDir)).toEqual([]);
    expect(gateway.output()).toContain('opens in a worker thread on its first query');

    const res = await fetch(`${gateway.url}/api/forms/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject: 'support', message: 'Hello there, a first message.' }),
    });
    expect(res.status).toBe(201);
    expect(await (await fetch(`${gateway.url}/api/ready`)).json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(gateway.output()).toContain('database open, migrations applied');
  }, 60_000);
});
