// The bench's load client (plain JS, its own process, node:http with a keep-alive agent).
// {type: 'streams'} opens n streams at once and measures each: time to the first content
// chunk (the first '~'), every content chunk, the end, and whether the answer was whole.
// {type: 'static'} measures requests per second on keep-alive connections.
import http from 'node:http';

const agents = new Map();
function agentFor(port) {
  if (!agents.has(port)) agents.set(port, new http.Agent({ keepAlive: true, maxSockets: Infinity, keepAliveMsecs: 1000 }));
  return agents.get(port);
}
const TILDE = 0x7e;

function oneStream({ port, path, body, chunks, doneMarker }, onFirst) {
  return new Promise((resolve) => {
    const start = performance.now();
    const t = { ttfb: -1, last: -1, total: -1, count: 0, ok: false, error: null };
    let tail = '';
    let settled = false;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      t.total = performance.now() - start;
      t.ok = !error && t.count === chunks && tail.includes(doneMarker);
      if (t.count === 0) onFirst?.(); // a stream that failed before its first chunk is not waited for
      t.error = error ?? (t.ok ? null : `short read (${t.count}/${chunks} chunks)`);
      resolve(t);
    };
    const payload = Buffer.from(body);
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', agent: agentFor(port), headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return finish(`status ${res.statusCode}`);
        }
        res.on('data', (buf) => {
          const now = performance.now();
          for (let i = buf.indexOf(TILDE); i !== -1; i = buf.indexOf(TILDE, i + 1)) {
            if (t.count++ === 0) {
              t.ttfb = now - start;
              onFirst?.();
            }
            t.last = now - start;
          }
          tail = (tail + buf.toString('latin1', Math.max(0, buf.length - 64))).slice(-64);
        });
        res.on('end', () => finish());
        res.on('error', (e) => finish(e.code ?? e.message));
        res.on('aborted', () => finish('aborted'));
      },
    );
    req.on('error', (e) => finish(e.code ?? e.message));
    req.end(payload);
  });
}

async function streams(job) {
  let firsts = 0;
  const onFirst = () => {
    if (++firsts === job.n && job.notifyAllOpen) process.send({ type: 'allOpen' });
  };
  const start = performance.now();
  const results = await Promise.all(Array.from({ length: job.n }, () => oneStream(job, onFirst)));
  const wallMs = performance.now() - start;
  return { wallMs, results: results.map(({ ttfb, last, total, count, ok, error }) => ({ ttfb, last, total, count, ok, error })) };
}

async function staticLoad({ port, path, connections, durationMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let done = 0;
  let failed = 0;
  const end = performance.now() + durationMs;
  const loop = () =>
    new Promise((resolve) => {
      const next = () => {
        if (performance.now() >= end) return resolve();
        const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) done++;
            else failed++;
            next();
          });
        });
        req.on('error', () => {
          failed++;
          next();
        });
      };
      next();
    });
  const start = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  return { rps: (done / (performance.now() - start)) * 1000, failed };
}

process.on('message', async (job) => {
  if (job.type === 'streams') process.send({ type: 'result', ...(await streams(job)) });
  if (job.type === 'static') process.send({ type: 'result', ...(await staticLoad(job)) });
});
process.send({ type: 'ready' });
