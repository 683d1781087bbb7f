// The bench's paced OpenAI-compatible provider (plain JS, its own process, node:http).
// The orchestrator sets the mode over IPC; every request gets the current mode:
//   paced: `chunks` deltas `gapMs` apart; burst: all deltas in one tick;
//   hold: the first delta, then nothing until {type: 'release'}, then the rest at once;
//   stall: no answer at all (the abort case's window before the first byte).
// A request whose text holds `abort-<id>` has the moment its connection closed recorded (the
// abort case): {type: 'closes'} answers with them, {id: epoch ms}, and forgets them.
// {type: 'closeIdle'} closes the idle keep-alive connections.
// Each delta's text holds one '~', which the client counts; then finish_reason, usage and [DONE].
import http from 'node:http';

let mode = { kind: 'paced', chunks: 50, gapMs: 20 };
const held = new Set();
const closes = new Map();
// Wall-clock milliseconds with sub-millisecond precision, comparable with the client's (same machine).
const epoch = () => performance.timeOrigin + performance.now();
const delta = (i) => `data: {"id":"b","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"~${i} "},"finish_reason":null}]}\n\n`;
const TRAILER =
  'data: {"id":"b","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n' +
  'data: {"id":"b","object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":12,"completion_tokens":50}}\n\n' +
  'data: [DONE]\n\n';

function answer(res, { kind, chunks, gapMs }) {
  if (kind === 'stall') return;
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  let i = 0;
  let closed = false;
  res.on('close', () => {
    closed = true;
    held.delete(rest);
  });
  function rest() {
    if (closed) return;
    while (i < chunks) res.write(delta(i++));
    res.end(TRAILER);
  }
  if (kind === 'burst') return rest();
  res.write(delta(i++));
  if (kind === 'hold') return void held.add(rest);
  const tick = () => {
    if (closed) return;
    if (i >= chunks) return void res.end(TRAILER);
    res.write(delta(i++));
    setTimeout(tick, gapMs);
  };
  setTimeout(tick, gapMs);
}

const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('latin1');
  req.on('data', (chunk) => {
    if (body.length < 4096) body += chunk;
  });
  req.on('end', () => {
    const id = /abort-(\d+)/.exec(body)?.[1];
    if (id) res.once('close', () => closes.set(id, epoch()));
    answer(res, mode);
  });
});
server.keepAliveTimeout = 60_000;
// The capacity case opens up to 8,000 connections at once (through each path): a backlog like the gateway's (4,096, the
// kernel's somaxconn here), not Node's default 511, so a full accept queue does not cost a SYN retransmit (1 s).
server.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1', backlog: 4096 }, () => process.send?.({ type: 'listening', port: server.address().port }));
process.on('message', (m) => {
  if (m?.type === 'mode') mode = m.mode;
  // Between capacity steps: the proxies' idle pooled connections to here are closed (file descriptors, here and there).
  if (m?.type === 'closeIdle') {
    server.closeIdleConnections();
    process.send?.({ type: 'closedIdle' });
  }
  if (m?.type === 'closes') {
    process.send?.({ type: 'closes', closes: Object.fromEntries(closes) });
    closes.clear();
  }
  if (m?.type === 'release') {
    for (const r of [...held]) r();
    held.clear();
  }
});
