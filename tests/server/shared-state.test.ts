import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisReplayStore } from '../../server/captcha/turnstile.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { insertSubmission, listSubmissions } from '../../server/db/submissions.ts';
import { createForwarder } from '../../server/forms/webhook-forwarder.ts';
import { cachedSearch } from '../../server/search/cached-search.ts';
import { redisForTests, testRedisClient } from '../helpers/test-redis.ts';
import type { SearchProvider, TitleSearchResult } from '../../server/search/search-provider.ts';

// Shared state of several instances, one process standing in for each: the
// search cache and the captcha replay set on one Redis, webhook claims on one database.
const redisUp = await redisForTests('shared-state.test.ts');

const RESULT: TitleSearchResult = { allintitle: { total: 3, items: [] }, allinurl: { total: 1, items: [] } };
const prefix = `aiwt-test-${process.pid}-${Date.now()}:`;

function slowProvider(calls: string[]): SearchProvider {
  return {
    name: 'fake',
    titleAndUrl: async (keyword) => {
      calls.push(keyword);
      await new Promise((r) => setTimeout(r, 200));
      return RESULT;
    },
  };
}

describe.skipIf(!redisUp)('on one Redis', () => {
  const clients: Redis[] = [];
  const client = () => {
    const c = testRedisClient();
    clients.push(c);
    return c;
  };
  afterAll(async () => {
    const c = client();
    const keys = await c.keys(`${prefix}*`);
    if (keys.length) await c.del(...keys);
    for (const r of clients) r.disconnect();
  });

  it('the same keyword asked of three instances at once costs one upstream search', async () => {
    const calls: string[] = [];
    const instances = [1, 2, 3].map(() => cachedSearch(slowProvider(calls), { ttlSeconds: 60, redis: client(), redisKeyPrefix: prefix }));
    const signal = new AbortController().signal;
    const answers = await Promise.all(instances.flatMap((s) => [s.titleAndUrl('Running Shoes', signal), s.titleAndUrl('running  shoes', signal)]));
    expect(answers).toEqual(answers.map(() => RESULT));
    expect(calls).toEqual(['Running Shoes']);
    // Later, from a fourth instance: still cached.
    await cachedSearch(slowProvider(calls), { ttlSeconds: 60, redis: client(), redisKeyPrefix: prefix }).titleAndUrl('RUNNING SHOES', signal);
    expect(calls).toHaveLength(1);
  });

  it('a search that lands between another instance\'s cache read and its lock is not asked again', async () => {
    // The interleaving the scale-out test hit under load: B reads the cache (empty), A finishes its
    // search (cache written, lock released), then B takes the free lock. B must find A's answer.
    const calls: string[] = [];
    const signal = new AbortController().signal;
    const a = cachedSearch(slowProvider(calls), { ttlSeconds: 60, redis: client(), redisKeyPrefix: prefix });
    const raw = client();
    let beforeLock: (() => Promise<unknown>) | null = () => a.titleAndUrl('race keyword', signal);
    const racing = new Proxy(raw, {
      get(target, prop) {
        if (prop === 'set') {
          return async (...args: unknown[]) => {
            const hook = args.includes('NX') ? beforeLock : null;
            beforeLock = null;
            if (hook) await hook();
            return (target.set as (...a: unknown[]) => Promise<unknown>)(...args);
          };
        }
        const value: unknown = Reflect.get(target, prop);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const b = cachedSearch(slowProvider(calls), { ttlSeconds: 60, redis: racing, redisKeyPrefix: prefix });
    await expect(b.titleAndUrl('race keyword', signal)).resolves.toEqual(RESULT);
    expect(calls).toEqual(['race keyword']);
  });

  it('a provider failure is not cached, and the lock is released for the next try', async () => {
    let fail = true;
    const calls: string[] = [];
    const provider: SearchProvider = {
      name: 'flaky',
      titleAndUrl: async (keyword) => {
        calls.push(keyword);
        if (fail) throw new Error('provider down');
        return RESULT;
      },
    };
    const search = cachedSearch(provider, { ttlSeconds: 60, redis: client(), redisKeyPrefix: prefix });
    const signal = new AbortController().signal;
    await expect(search.titleAndUrl('flaky keyword', signal)).rejects.toThrow('provider down');
    expect(calls).toHaveLength(1); // not retried in memory behind the visitor's back
    fail = false;
    await expect(search.titleAndUrl('flaky keyword', signal)).resolves.toEqual(RESULT);
  });

  it('a captcha token used on one instance is refused on another', async () => {
    const a = redisReplayStore(client(), prefix);
    const b = redisReplayStore(client(), prefix);
    expect(await a.firstUse('token-1')).toBe(true);
    expect(await b.firstUse('token-1')).toBe(false);
    expect(await b.firstUse('token-2')).toBe(true);
    // The key holds a hash, never the token itself.
    expect((await client().keys(`${prefix}captcha:*`)).some((k) => k.includes('token-'))).toBe(false);
  });
});

describe('without Redis', () => {
  it('the search cache falls back to memory when Redis does not answer', async () => {
    const down = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    down.on('error', () => undefined);
    const calls: string[] = [];
    const search = cachedSearch(slowProvider(calls), { ttlSeconds: 60, redis: down, redisKeyPrefix: prefix });
    const signal = new AbortController().signal;
    expect(await search.titleAndUrl('kw', signal)).toEqual(RESULT);
    expect(await search.titleAndUrl('kw', signal)).toEqual(RESULT);
    expect(calls).toEqual(['kw']);
    down.disconnect();
  });
});

describe('webhook claims', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = process.env.TEST_DATABASE_URL
      ? await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '' })
      : await openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'claims-')) });
  }, 60_000);
  afterAll(() => database.close());

  it('three forwarders on one database deliver each submission once', async () => {
    const received: number[] = [];
    const hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push((JSON.parse(body) as { id: number }).id);
        setTimeout(() => res.writeHead(204).end(), 20);
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    const ids: number[] = [];
    for (let i = 0; i < 15; i++) ids.push((await insertSubmission(database.db, 'bug', { page: '/', happened: `claim ${i}`, expected: 'once' })).id);
    const forwarders = [1, 2, 3].map(() => createForwarder({ db: database.db, url, pollMs: 60_000 }));
    try {
      await Promise.all(forwarders.map((f) => f.drain()));
      const mine = received.filter((id) => ids.includes(id));
      expect(mine.sort((a, b) => a - b)).toEqual(ids);
      const rows = (await listSubmissions(database.db)).filter((r) => ids.includes(r.id));
      expect(rows.every((r) => r.forwardedAt !== null && r.forwardAttempts === 1)).toBe(true);
    } finally {
      await Promise.all(forwarders.map((f) => f.close()));
      await new Promise<void>((r) => hook.close(() => r()));
    }
  });
});
