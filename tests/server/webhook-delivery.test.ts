import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { insertSubmission, listSubmissions } from '../../server/db/submissions.ts';
import { createForwarder } from '../../server/forms/webhook-forwarder.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';

// Webhook deliveries as documented: at least once, every attempt at one submission
// with the same Idempotency-Key (its id); none started once the process is stopping;
// the delivery in progress waited for only as long as the caller allows.

interface Hook {
  url: string;
  received: Array<{ key: string | undefined; id: number }>;
  /** How the next requests are answered: a status, or 'hang' (never answered). */
  answer: number | 'hang';
  close: () => Promise<void>;
}

async function startHook(): Promise<Hook> {
  const hook: Hook = { url: '', received: [], answer: 204, close: async () => undefined };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += String(c)));
    req.on('end', () => {
      hook.received.push({ key: req.headers['idempotency-key'] as string | undefined, id: (JSON.parse(body) as { id: number }).id });
      if (hook.answer !== 'hang') res.writeHead(hook.answer).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  hook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  hook.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return hook;
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: freshPgliteDataDir() });
});
afterAll(async () => {
  await database.close();
});

const pendingIds = async () => (await listSubmissions(database.db)).filter((r) => r.forwardedAt === null).map((r) => r.id);
const bug = { page: '/faq', happened: 'x', expected: 'y' };

describe('webhook deliveries', () => {
  it('every attempt at a submission carries Idempotency-Key: its id, the same on each retry', async () => {
    const hook = await startHook();
    const forwarder = createForwarder({ db: database.db, url: hook.url, backoffMs: [300], maxAttempts: 5, pollMs: 60_000 });
    try {
      const row = await insertSubmission(database.db, 'bug', bug);
      hook.answer = 503;
      await forwarder.drain();
      hook.answer = 204;
      await new Promise((r) => setTimeout(r, 400)); // the retry's back-off
      await forwarder.drain();
      const attempts = hook.received.filter((r) => r.id === row.id);
      expect(attempts.length).toBeGreaterThanOrEqual(2);
      for (const attempt of attempts) expect(attempt.key).toBe(String(row.id));
      expect(await pendingIds()).not.toContain(row.id);
    } finally {
      await forwarder.close();
      await hook.close();
    }
  });

  it('once the process is stopping, no delivery starts: the rows stay queued and due', async () => {
    const hook = await startHook();
    let stopping = false;
    const forwarder = createForwarder({ db: database.db, url: hook.url, pollMs: 60_000, stopping: () => stopping });
    try {
      stopping = true;
      const rows = [await insertSubmission(database.db, 'bug', bug), await insertSubmission(database.db, 'bug', bug)];
      forwarder.notify();
      await forwarder.drain();
      await new Promise((r) => setTimeout(r, 100));
      expect(hook.received).toEqual([]);
      const pending = await pendingIds();
      for (const row of rows) expect(pending).toContain(row.id);
    } finally {
      await forwarder.close();
      await hook.close();
    }
  });

  it('stopping during a batch: the delivery in progress ends, the rest of the batch is not sent and is due again at once', async () => {
    const hook = await startHook();
    let stopping = false;
    const forwarder = createForwarder({ db: database.db, url: hook.url, pollMs: 60_000, stopping: () => stopping });
    try {
      // Whatever earlier tests left queued is delivered first.
      await forwarder.drain();
      hook.received.length = 0;
      const rows = [await insertSubmission(database.db, 'bug', bug), await insertSubmission(database.db, 'bug', bug), await insertSubmission(database.db, 'bug', bug)];
      hook.answer = 'hang';
      const pass = forwarder.drain();
      await expect.poll(() => hook.received.length).toBe(1);
      stopping = true;
      await forwarder.close(200); // the hanging delivery is cut after 200 ms
      await pass;
      expect(hook.received.map((r) => r.id)).toEqual([rows[0]!.id]);
      const stored = await listSubmissions(database.db);
      const later = stored.filter((r) => r.id !== rows[0]!.id && rows.some((x) => x.id === r.id));
      for (const row of later) {
        expect(row.forwardAttempts).toBe(0);
        expect(row.forwardNotBefore).toBeNull();
      }
      // The cut delivery counts as a failed attempt: it is retried later, never lost.
      const cut = stored.find((r) => r.id === rows[0]!.id)!;
      expect(cut.forwardedAt).toBeNull();
      expect(cut.forwardAttempts).toBe(1);
    } finally {
      await hook.close();
    }
  });
});
