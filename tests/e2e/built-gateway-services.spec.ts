import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePorts } from '../support/free-ports.ts';

// The built gateway bundles its dependencies (vite.server.config.ts): the unit and scale-out
// suites run the sources, so this file proves the bundle itself still reaches PostgreSQL
// (node-postgres, drizzle) and Redis (ioredis, rate-limiter-flexible) and streams a generation.
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const [PORT] = freePorts(1);
const BASE = `http://127.0.0.1:${PORT}`;
let gateway: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.skip(!DATABASE_URL, 'needs TEST_DATABASE_URL (CI sets it)');

test.beforeAll(async () => {
  test.setTimeout(60_000);
  gateway = spawn(process.execPath, [`${process.env.E2E_BUILD_DIR ?? 'build'}/gateway/main.js`], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      AI_BASE_URL: `http://127.0.0.1:${process.env.E2E_FAKE_PROVIDER_PORT ?? 4174}/v1`,
      AI_TIMEOUT_MS: '3000',
      DATABASE_URL,
      REDIS_URL,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-services-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    gateway?.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('"msg":"listening"') && resolve());
    gateway?.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
});
test.afterAll(() => void gateway?.kill());

test('the built gateway is ready on PostgreSQL and Redis, stores a form there and streams a generation', async ({ request }) => {
  const ready = await request.get(`${BASE}/api/ready`);
  expect(ready.status()).toBe(200);
  // The AI provider answers too (the fake one): readiness names it beside the database and Redis.
  expect(await ready.json()).toEqual({ status: 'ready', checks: { ai: 'ok', database: 'ok', redis: 'ok' } });

  const message = `bundle check ${Date.now()}`;
  const form = await request.post(`${BASE}/api/forms/contact`, {
    headers: { Origin: BASE },
    data: { name: 'Ada', email: 'ada@example.com', subject: 'support', message },
  });
  expect(form.status()).toBe(201);
  const { id } = (await form.json()) as { id: number };
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ fields: { message: string } }>('select fields from form_submissions where id = $1', [id]);
    expect(rows[0]?.fields.message).toBe(message);
  } finally {
    await client.end();
  }

  const generation = await request.post(`${BASE}/api/generate`, { headers: { Origin: BASE }, data: { toolId: 'ai-writer', input: 'bundle check' } });
  expect(generation.status()).toBe(200);
  const events = await generation.text();
  expect(events).toContain('event: done');
});
