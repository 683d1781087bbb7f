// The gateway's per-request work before the provider is called, piece by piece, in one process:
// the middleware chain of /api/generate (app.ts's order, each middleware added in turn) and the
// route's own steps (validation, quota admission and finish, prompt building). Prints µs per
// request for each. No sockets and no provider: the floor bench (bench/floor) measures those.
//   node --import tsx bench/request-setup.ts [--n=20000]
import path from 'node:path';
import { Writable } from 'node:stream';
import { Hono, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { buildMessages } from '../engine/generation/build-messages.ts';
import { HISTORY_BUDGET_CHARS } from '../engine/generation/limits.ts';
import { readCatalogue } from '../scripts/lib/read-catalogue.ts';
import { readServerConfig } from '../server/config.ts';
import { createRateLimit } from '../server/http/rate-limit.ts';
import { sameOriginApi } from '../server/http/same-origin.ts';
import { securityHeaders } from '../server/http/security-headers.ts';
import { createLogger } from '../server/observability/logger.ts';
import { createMetrics } from '../server/observability/metrics.ts';
import { requestTelemetry } from '../server/observability/request-telemetry.ts';
import { Lifecycle } from '../server/ops/lifecycle.ts';
import { createQuota } from '../server/quota/create-quota.ts';
import { quotaMetrics } from '../server/quota/quota-metrics.ts';
import { validateGenerateBody, type ValidGenerateRequest } from '../server/routes/validate-generate-request.ts';

const root = path.resolve(import.meta.dirname, '..');
const N = Number(process.argv.find((a) => a.startsWith('--n='))?.slice(4) ?? 20_000);
const catalogue = readCatalogue(root);
// Production defaults (fair-use limits on), a site origin, the AI configured.
const config = readServerConfig({ NODE_ENV: 'production', AI_BASE_URL: 'http://127.0.0.1:9/v1', DATA_DIR: '/tmp/unused', RATE_LIMIT_PER_MINUTE: '100000' });
const sink = new Writable({ write: (_chunk, _enc, done) => done() });
const log = createLogger({ level: 'info', format: 'json', destination: sink });
const metrics = createMetrics({ processMetrics: false });
const lifecycle = new Lifecycle();
const staticRoot = path.join(root, 'build/client');
// What @hono/node-server passes as env: getConnInfo reads the socket's peer from it.
const env = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50000, remoteFamily: 'IPv4' } }, outgoing: {} };
const headers = { 'content-type': 'application/json', origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' };

async function timeIt(label: string, fn: () => Promise<unknown> | unknown): Promise<number> {
  for (let i = 0; i < Math.min(2000, N / 5); i++) await fn();
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) await fn();
  const used = process.cpuUsage(start);
  const us = (used.user + used.system) / N;
  console.log(`${us.toFixed(2).padStart(8)} µs  ${label}`);
  return us;
}

const rateLimit = createRateLimit({ pointsPerMinute: 1e9, trustProxyHops: 0, keyPrefix: 'bench', name: 'api' });
const chain: Array<[string, MiddlewareHandler]> = [
  ['requestId', requestId({ limitLength: 128 })],
  ['requestTelemetry', requestTelemetry({ log, metrics, lifecycle })],
  ['securityHeaders', securityHeaders(config, staticRoot)],
  ['sameOriginApi', sameOriginApi(config)],
  ['rateLimit', rateLimit.middleware],
  ['draining', async (_c, next) => (lifecycle.draining ? new Response(null, { status: 503 }) : next())],
];
console.log(`per request, ${N} requests, CPU time (user + system)`);
let previous = 0;
for (let k = 0; k <= chain.length; k++) {
  const app = new Hono();
  for (const [, mw] of chain.slice(0, k)) app.use('/api/*', mw);
  app.post('/api/generate', (c) => c.body('ok', 200, { 'Content-Type': 'text/event-stream' }));
  const us = await timeIt(k === 0 ? 'hono, route only (Request built per call)' : `+ ${chain[k - 1]?.[0]}`, async () => {
    const res = await app.fetch(new Request('http://localhost:3000/api/generate', { method: 'POST', headers }), env);
    await res.arrayBuffer();
  });
  if (k > 0) console.log(`          (${(us - previous).toFixed(2)} µs for ${chain[k - 1]?.[0]})`);
  previous = us;
}

const body = { toolId: 'ai-writer', input: 'Write a short note to thank a colleague for their help with the launch.' };
const tool = catalogue.toolsById.get(body.toolId);
if (!tool) throw new Error('no ai-writer');
let request: ValidGenerateRequest | undefined;
await timeIt('validateGenerateBody', () => {
  const r = validateGenerateBody(body, catalogue);
  if ('status' in r) throw new Error(r.message);
  request = r;
});
await timeIt('buildMessages', () => buildMessages({ ...(request as ValidGenerateRequest), historyBudgetChars: HISTORY_BUDGET_CHARS }));
for (const [label, quotaConfig] of [
  ['quota admit + finish (production defaults)', config.quota],
  ['quota admit + finish (limits off, as the floor bench)', { ...config.quota, generationsPerDay: 0, outputTokensPerDay: 0, maxConcurrentStreams: 0 }],
] as const) {
  const quota = createQuota({ config: quotaConfig, redis: null, trustProxyHops: 0, keyPrefix: 'bench', database: null, captcha: null, events: quotaMetrics(metrics, log), log });
  const app = new Hono();
  app.post('/q', async (c) => {
    const admission = await quota.gate.admit(c, { usage: { kind: 'generation', quota: 'generations' }, tool: 'ai-writer', model: 'm', count: 1 });
    if (!admission.ok) return admission.response;
    await admission.ticket.finish({ calls: [{ model: 'm', usage: { inputTokens: 10, outputTokens: 20, estimated: false } }] });
    return c.body(null, 204);
  });
  const base = await timeIt('  (hono route alone, for the line below)', async () => {
    const res = await new Hono().post('/q', (c) => c.body(null, 204)).fetch(new Request('http://localhost:3000/q', { method: 'POST' }), env);
    await res.arrayBuffer();
  });
  // A new visitor per request, so the daily quota never runs out.
  let ip = 0;
  const us = await timeIt(label, async () => {
    ip++;
    const res = await app.fetch(new Request('http://localhost:3000/q', { method: 'POST' }), { ...env, incoming: { socket: { ...env.incoming.socket, remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}` } } });
    await res.arrayBuffer();
  });
  console.log(`          (${(us - base).toFixed(2)} µs for the quota)`);
}
