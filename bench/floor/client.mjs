// The bench's load client (plain JS, its own process, node:http with a keep-alive agent).
// {type: 'streams'} opens n streams at once and measures each: time to the first content
// chunk (the first '~'), every content chunk, the end, and whether the answer was whole.
// {type: 'static'} measures requests per second on keep-alive connections.
// {type: 'closeIdle'} closes the idle keep-alive connections (between capacity steps: file descriptors).
// Per chunk it does as little as it can (no string per chunk): at 8,000 streams this one process
// reads 400,000 chunks a second, and its own lag would count in the TTFB it measures.
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
    // At least the last 64 bytes read (a read that long, or small reads joined): the end marker is looked for in them once, at the end.
    let tail = null;
    let settled = false;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      t.total = performance.now() - start;
      t.ok = !error && t.count === chunks && (tail?.toString('latin1').slice(-64) ?? '').includes(doneMarker);
      open--;
      if (t.count === 0) onFirst?.(); // a stream that failed before its first chunk is not waited for
      t.error = error ?? (t.ok ? null : `short read (${t.count}/${chunks} chunks)`);
      resolve(t);
    };
    const payload = Buffer.from(body);
    peakOpen = Math.max(peakOpen, ++open);
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
          tail = buf.length >= 64 || !tail ? buf : Buffer.concat([tail.subarray(-64), buf]);
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

let open = 0;
let peakOpen = 0;

/**
 * Opens job.n streams: with job.openRate, that many a second (a steady arrival of visitors), else
 * all at once; with job.openBatch, at most openBatch per turn of the event loop (creating 8,000
 * requests in one synchronous loop blocks this process for most of a second, and the first
 * requests' answers would wait for the last to be created). Each stream's TTFB counts from its
 * own creation. openedMs: when the last was created; peakOpen: the most streams open at once.
 */
async function streams(job) {
  let firsts = 0;
  const onFirst = () => {
    if (++firsts === job.n && job.notifyAllOpen) process.send({ type: 'allOpen' });
  };
  peakOpen = open;
  const start = performance.now();
  const pending = [];
  const batch = job.openBatch || job.n;
  while (pending.length < job.n) {
    const due = job.openRate ? Math.floor(((performance.now() - start) * job.openRate) / 1000) + 1 : job.n;
    for (let j = pending.length, end = Math.min(job.n, due, j + batch); j < end; j++) pending.push(oneStream(job, onFirst));
    if (pending.length < job.n) await new Promise((resolve) => (job.openRate ? setTimeout(resolve, 1) : setImmediate(resolve)));
  }
  const openedMs = performance.now() - start;
  const results = await Promise.all(pending);
  const wallMs = performance.now() - start;
  return { wallMs, openedMs, peakOpen, results: results.map(({ ttfb, last, total, count, ok, error }) => ({ ttfb, last, total, count, ok, error })) };
}

/**
 * The abort case: n streams at once, each with its id in its body (ABORT_ID), each dropped by this
 * client (the socket destroyed, as a closed tab does) either waitMs after it was sent (window
 * 'before-first': the provider has not answered) or at its first content chunk ('mid-stream').
 * Answers {id: the epoch ms of the drop}; the fake provider says when each upstream closed.
 */
function aborts({ n, firstId, port, path, body, window, waitMs }) {
  const epoch = () => performance.timeOrigin + performance.now();
  return Promise.all(
    Array.from({ length: n }, (_, i) => {
      const id = firstId + i;
      const payload = Buffer.from(body.replace('ABORT_ID', String(id)));
      return new Promise((resolve) => {
        let droppedAt = -1;
        const drop = () => {
          if (droppedAt >= 0) return;
          droppedAt = epoch();
          req.destroy();
        };
        // A connection of its own: the drop closes it, and no other stream shares it.
        const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length } }, (res) => {
          res.on('data', (buf) => window === 'mid-stream' && buf.includes(TILDE) && drop());
          res.on('end', () => resolve([id, droppedAt]));
        });
        req.on('error', () => undefined);
        req.on('close', () => resolve([id, droppedAt]));
        req.end(payload);
        if (window === 'before-first') setTimeout(drop, waitMs);
      });
    }),
  ).then((pairs) => Object.fromEntries(pairs));
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
  if (job.type === 'closeIdle') {
    for (const agent of agents.values()) agent.destroy();
    agents.clear();
    process.send({ type: 'closedIdle' });
  }
  if (job.type === 'streams') process.send({ type: 'result', ...(await streams(job)) });
  if (job.type === 'aborts') process.send({ type: 'result', aborts: await aborts(job) });
  if (job.type === 'static') process.send({ type: 'result', ...(await staticLoad(job)) });
});
process.send({ type: 'ready' });
