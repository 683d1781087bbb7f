import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import type { DatabaseHandle } from '../../server/db/database.ts';
import { listSubmissions } from '../../server/db/submissions.ts';
import { createForwarder } from '../../server/forms/webhook-forwarder.ts';
import { databaseBackends } from '../helpers/test-database.ts';
import { testConfig } from '../helpers/test-config.ts';

const validContact = { name: 'Ada', email: 'ada@example.com', subject: 'support', message: 'The editor is great.' };
let prefix = 0;

for (const backend of databaseBackends()) {
  describe.skipIf(backend.skipped)(`forms on ${backend.name}${backend.skipped ? ` (${backend.skipped})` : ''}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await backend.open();
    }, 60_000); // PGlite takes over 10 s to open while the whole suite (scale-out processes included) runs on 2 cores
    afterAll(async () => {
      await database.close();
    });

    function app(env: NodeJS.ProcessEnv = {}) {
      return createApp({ staticRoot: '/nonexistent', config: testConfig({ FORMS_PER_HOUR: '1000', ...env }), catalogue: registry, database, rateLimitPrefix: `forms-${backend.name}-${++prefix}-${Date.now()}` }).app;
    }
    const post = (a: ReturnType<typeof app>, type: string, body: unknown) =>
      a.request(`/api/forms/${type}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

    it('stores a valid submission before answering 201', async () => {
      const res = await post(app(), 'contact', validContact);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const rows = await listSubmissions(database.db, { type: 'contact' });
      expect(rows.find((r) => r.id === id)?.fields).toEqual(validContact);
    });

    it('stores each form type with its fields', async () => {
      const suggestion = { 'form-name': 'tools-suggestion', name: 'Bo', email: 'bo@example.org', 'tool-name': 'Recipe Writer', description: 'Writes recipes', category: 'creative', features: 'Ingredients, steps' };
      const bug = { page: '/tools/ai-writer', happened: 'Spinner forever', expected: 'A result' };
      expect((await post(app(), 'suggestion', suggestion)).status).toBe(201);
      expect((await post(app(), 'bug', bug)).status).toBe(201);
      expect((await listSubmissions(database.db, { type: 'suggestion' }))[0]?.fields).toEqual(suggestion);
      expect((await listSubmissions(database.db, { type: 'bug' }))[0]?.fields).toEqual(bug);
    });

    it('answers a filled honeypot with 200 and stores nothing', async () => {
      const before = (await listSubmissions(database.db)).length;
      const res = await post(app(), 'contact', { ...validContact, 'bot-field': 'http://spam.example' });
      expect(res.status).toBe(200);
      expect((await listSubmissions(database.db)).length).toBe(before);
    });

    it('names the field in a 400 and stores nothing', async () => {
      const before = (await listSubmissions(database.db)).length;
      const bad = await post(app(), 'contact', { ...validContact, email: 'not-an-email' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: { code: 'invalid_form', message: 'Please correct the highlighted fields.', field: 'email', fields: { email: 'Enter a valid email address.' } } });
      const missing = await post(app(), 'suggestion', { name: 'x', email: 'x@y.zz' });
      expect(((await missing.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({ 'tool-name': 'This field is required.', description: 'This field is required.', category: 'This field is required.', features: 'This field is required.' });
      const tooLong = await post(app(), 'contact', { ...validContact, message: 'x'.repeat(5001) });
      expect(((await tooLong.json()) as { error: { field: string } }).error.field).toBe('message');
      expect((await post(app(), 'nope', validContact)).status).toBe(404);
      expect((await listSubmissions(database.db)).length).toBe(before);
    });

    it('limits submissions per IP', async () => {
      const limited = app({ FORMS_PER_HOUR: '2' });
      expect((await post(limited, 'contact', validContact)).status).toBe(201);
      expect((await post(limited, 'contact', validContact)).status).toBe(201);
      const third = await post(limited, 'contact', validContact);
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    });

    it('property: any valid body is stored; any body missing a required field is refused naming it; any honeypot is dropped', async () => {
      const word = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '');
      const email = fc.emailAddress().filter((e) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) && e.length <= 254);
      const contact = fc.record({ name: word, email, subject: fc.constantFrom('general', 'support', 'feedback', 'bug', 'feature', 'business'), message: word });
      const a = app();
      await fc.assert(
        fc.asyncProperty(contact, fc.constantFrom('name', 'email', 'subject', 'message'), fc.string({ minLength: 1, maxLength: 20 }), async (body, drop, honey) => {
          const ok = await post(a, 'contact', body);
          expect(ok.status).toBe(201);
          const { [drop]: _dropped, ...partial } = body as Record<string, string>;
          const refused = await post(a, 'contact', partial);
          expect(refused.status).toBe(400);
          expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields[drop]).toBe('This field is required.');
          const before = (await listSubmissions(database.db)).length;
          expect((await post(a, 'contact', { ...body, 'bot-field': honey })).status).toBe(200);
          expect((await listSubmissions(database.db)).length).toBe(before);
        }),
        { numRuns: 15 },
      );
    });

    it('forwards to the webhook with retries, and keeps the row while the webhook is down', async () => {
      let up = false;
      const received: unknown[] = [];
      const hook = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += String(c)));
        req.on('end', () => {
          if (!up) {
            res.writeHead(503).end();
            return;
          }
          received.push(JSON.parse(body));
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
      const forwarder = createForwarder({ db: database.db, url, backoffMs: [50], maxAttempts: 20 });
      try {
        const a = createApp({ staticRoot: '/nonexistent', config: testConfig({ FORMS_PER_HOUR: '1000' }), catalogue: registry, database, rateLimitPrefix: `hook-${Date.now()}` }).app;
        const res = await post(a, 'bug', { page: '/faq', happened: 'webhook test', expected: 'delivery' });
        const { id } = (await res.json()) as { id: number };
        await forwarder.drain(); // webhook down: fails, row kept
        const stored = (await listSubmissions(database.db)).find((r) => r.id === id);
        expect(stored?.forwardedAt).toBeNull();
        expect(stored?.forwardAttempts).toBeGreaterThanOrEqual(1);
        up = true;
        await expect.poll(async () => (await listSubmissions(database.db)).find((r) => r.id === id)?.forwardedAt, { timeout: 5000 }).not.toBeNull();
        expect(received).toContainEqual(expect.objectContaining({ id, type: 'bug', fields: { page: '/faq', happened: 'webhook test', expected: 'delivery' } }));
      } finally {
        forwarder.close();
        await new Promise<void>((r) => hook.close(() => r()));
      }
    });
  });

  describe.skipIf(backend.skipped)(`forms on ${backend.name}: durability${backend.skipped ? ` (${backend.skipped})` : ''}`, () => {
    let child: ChildProcess | undefined;
    afterEach(() => {
      child?.kill('SIGKILL');
    });

    function startGatewayProcess(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
      const proc = fork(path.resolve(import.meta.dirname, '../support/gateway-process.ts'), {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, ...env, FORMS_PER_HOUR: '1000' },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      return new Promise((resolve, reject) => {
        proc.on('message', (m: { type: string; port: number }) => m.type === 'listening' && resolve({ child: proc, url: `http://127.0.0.1:${m.port}` }));
        proc.on('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
      });
    }

    it('a submission answered 2xx survives the server being killed at once', async () => {
      const database = await backend.open();
      await database.close();
      const env = backend.env();
      const first = await startGatewayProcess(env);
      child = first.child;
      const res = await fetch(`${first.url}/api/forms/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...validContact, message: 'survives kill -9' }) });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      first.child.kill('SIGKILL');
      await new Promise((r) => first.child.once('exit', r));

      const reopened = await (await import('../../server/db/database.ts')).openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
      try {
        const row = (await listSubmissions(reopened.db)).find((r) => r.id === id);
        expect(row?.fields.message).toBe('survives kill -9');
      } finally {
        await reopened.close();
      }
    }, 60_000);
  });
}
