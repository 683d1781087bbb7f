// Several real gateway processes behind Debian's HAProxy, sharing one
// PostgreSQL database and one Redis (under a key prefix of their own), with
// the fake AI provider, fake search/captcha service and a webhook receiver.
// Used by tests/scale-out/scale-out.test.ts and bench/load-balanced.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startFakeProvider, type FakeProvider, type Scenario } from '../../fixtures/fake-openai/fake-openai.ts';
import { serpApiResults, siteverify, startFakeService, type FakeService } from '../../fixtures/fake-search/fake-search.ts';
import { spawnGateway, type GatewayChild } from '../spawn-gateway.ts';
import { startHaproxy, type Balancer } from './haproxy.ts';

export interface Webhook {
  url: string;
  /** Submission ids in the order they arrived (a duplicate delivery shows up twice). */
  received: number[];
  close: () => Promise<void>;
}

async function startWebhook(): Promise<Webhook> {
  const received: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push((JSON.parse(body) as { id: number }).id);
      // A little slow, like a real hook: deliveries of several instances overlap.
      setTimeout(() => res.writeHead(204).end(), 100);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, close: () => new Promise((r) => server.close(() => r())) };
}

/** A PostgreSQL database of its own (so the forms tests, which drop their tables, never collide with it). */
async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await client.end();
}

/** Redis is shared with other test runs: remove only this run's keys. */
async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) if ((keys as string[]).length) await redis.del(...(keys as string[]));
  } catch {
    // Left behind: they expire on their own (every key this site writes has a TTL).
  } finally {
    redis.disconnect();
  }
}

export interface TopologyOptions {
  haproxy: string;
  /** Any database on the server (TEST_DATABASE_URL); the topology creates its own next to it. */
  adminDatabaseUrl: string;
  redisUrl: string;
  instances?: number;
  rateLimitPerMinute: number;
  /** Default provider behaviour. */
  scenario?: Scenario;
}

export interface Topology {
  balancerUrl: string;
  instances: GatewayChild[];
  ports: number[];
  provider: FakeProvider;
  search: FakeService;
  webhook: Webhook;
  databaseUrl: string;
  redisKeyPrefix: string;
  /** Starts instance i again on its old port (after it exited). */
  restart: (i: number) => Promise<GatewayChild>;
  /** Makes requests whose input contains `marker` behave as `scenario`. */
  when: (marker: string, scenario: Scenario) => Promise<void>;
  close: () => Promise<void>;
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const run = `${process.pid}_${Date.now()}`;
  const dbName = `aiwt_scaleout_${run}`;
  const databaseUrl = await createDatabase(options.adminDatabaseUrl, dbName);
  const redisKeyPrefix = `aiwt-scaleout-${run}:`;
  const provider = await startFakeProvider();
  provider.use(options.scenario ?? { kind: 'reply', chunks: ['Hello', ' from', ' the fake provider.'] });
  const search = await startFakeService((req) => (req.path === '/siteverify' ? siteverify(req) : { status: 200, body: serpApiResults(7, ['A result']) }));
  const webhook = await startWebhook();
  const env = (port: number): NodeJS.ProcessEnv => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: 'fake-model',
    CAPTCHA_SITE_KEY: 'site-key',
    CAPTCHA_SECRET: 'captcha-secret',
    CAPTCHA_VERIFY_URL: `${search.url}/siteverify`,
    SEARCH_PROVIDER: 'serpapi',
    SERPAPI_KEY: 'serp-key',
    SERPAPI_BASE_URL: `${search.url}/search.json`,
    FORMS_WEBHOOK_URL: webhook.url,
    FORMS_PER_HOUR: '100000',
    RATE_LIMIT_PER_MINUTE: String(options.rateLimitPerMinute),
    // Fair-use quotas have tests of their own (tests/server/quota*.test.ts); here they would only cap the load.
    DAILY_GENERATIONS_PER_VISITOR: '0',
    DAILY_OUTPUT_TOKENS_PER_VISITOR: '0',
    MAX_CONCURRENT_STREAMS_PER_VISITOR: '0',
    // HAProxy appends the client address: the test's own X-Forwarded-For entry is the second from the right.
    TRUST_PROXY: '2',
    SHUTDOWN_GRACE_MS: '30000',
    LOG_LEVEL: 'warn',
  });
  // All at once on a fresh database, as on a first deployment: the migration lock lets one migrate.
  const instances = await Promise.all(Array.from({ length: options.instances ?? 3 }, () => spawnGateway(env(0))));
  const ports = instances.map((g) => g.port);
  const balancer: Balancer = await startHaproxy(options.haproxy, ports);
  return {
    balancerUrl: balancer.url,
    instances,
    ports,
    provider,
    search,
    webhook,
    databaseUrl,
    redisKeyPrefix,
    restart: async (i) => {
      const port = ports[i]!;
      instances[i] = await spawnGateway(env(port));
      return instances[i];
    },
    when: async (marker, scenario) => {
      await fetch(`http://127.0.0.1:${provider.port}/__control/when`, { method: 'POST', body: JSON.stringify({ contains: marker, scenario }) });
    },
    close: async () => {
      await balancer.close();
      for (const g of instances) if (g.child.exitCode === null && g.child.signalCode === null) g.child.kill('SIGKILL');
      await Promise.all(instances.map((g) => g.exited));
      await Promise.all([provider.close(), search.close(), webhook.close()]);
      await dropDatabase(options.adminDatabaseUrl, dbName);
      await deleteKeys(options.redisUrl, redisKeyPrefix);
    },
  };
}
