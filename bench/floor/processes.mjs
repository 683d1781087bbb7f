// What the floor benches (run.mjs, request-cost.mjs) share about their child processes: the settings a
// gateway under test runs with, and the messages each server process answers (probe.mjs).
import http from 'node:http';
import path from 'node:path';

/** The command line's --key=value options as an object ("true" for a bare --flag). */
export const parseArgs = (argv = process.argv.slice(2)) =>
  Object.fromEntries(
    argv.map((a) => {
      const [k, ...v] = a.replace(/^--/, '').split('=');
      return [k, v.length ? v.join('=') : 'true'];
    }),
  );

/** The first message of `type` from the child; rejects if it exits first. */
export const message = (child, type) =>
  new Promise((resolve, reject) => {
    const onMessage = (m) => m?.type === type && (child.off('message', onMessage), child.off('exit', onExit), resolve(m));
    const onExit = (code) => reject(new Error(`${path.basename(child.spawnargs.at(-1))} exited (${code}) while waiting for ${type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });

/** The child's CPU time so far in µs (user + system, every thread: the gateway's PGlite worker too) and its GCs so far. */
export const cpu = async (child) => (child.send({ type: 'cpu' }), message(child, 'cpu'));

/** Polls /api/ready until the gateway reports its database open ("ok", not "idle"), at most 60 s. */
export async function databaseOpen(port) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const body = await new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/ready', agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (piece) => (text += piece));
        res.on('end', () => resolve(text));
      });
      req.on('error', () => resolve(''));
    });
    if (/"database"\s*:\s*"ok"/.test(body)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`the gateway on port ${port} did not report its database open within 60 s`);
}

/** Polls GET path until it answers 200; resolves with the ms since `since`. */
export async function first200(port, since, urlPath = '/') {
  for (;;) {
    const ok = await new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => (res.resume(), resolve(res.statusCode === 200)));
      req.on('error', () => resolve(false));
    });
    if (ok) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** A port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a gateway under test: production, the fake provider, fair use off or high (the benches
 * measure the hot path, not the quotas), its own data folder, and none of the machine's own services or secrets.
 * `extra` ("K=V;K2=V2", --gateway-env) adds settings, e.g. what LOG_LEVEL=warn saves. Keys set to undefined are
 * left out of the child's environment by cleanEnv.
 */
export function gatewayEnv(port, fakePort, dataDir, extra = '') {
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    AI_BASE_URL: `http://127.0.0.1:${fakePort}/v1`,
    RATE_LIMIT_PER_MINUTE: '100000',
    DAILY_GENERATIONS_PER_VISITOR: '0',
    DAILY_OUTPUT_TOKENS_PER_VISITOR: '0',
    MAX_CONCURRENT_STREAMS_PER_VISITOR: '0',
    DATA_DIR: dataDir,
  };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'AI_API_KEY', 'AI_FALLBACK_BASE_URL', 'METRICS_PORT', 'METRICS_TOKEN', 'LOG_LEVEL']) env[k] = undefined;
  for (const pair of extra.split(';').filter(Boolean)) env[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1);
  return env;
}

/** process.env with `env` over it, the keys set to undefined removed. */
export const cleanEnv = (env) => Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined));
