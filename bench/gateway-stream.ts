// Benchmark (a): streaming through the gateway versus straight from the provider.
// Prints time to first byte, added latency per chunk, and heap per open stream,
// at 1 and at 500 concurrent streams. Figures, not assertions.
//   npm run bench:gateway
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Scenario } from '../tests/fixtures/fake-openai/fake-openai.ts';

const CHUNKS = 40;
const CHUNK_GAP_MS = 10;
const root = path.resolve(import.meta.dirname, '..');

// Provider, gateway and load each get their own process, so none steals the others' event loop.
const fakeProcess = fork(path.join(root, 'tests/fixtures/fake-openai/main.ts'), ['0'], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const fakePort = await new Promise<number>((resolve) => fakeProcess.on('message', (m: { type: string; port: number }) => m.type === 'listening' && resolve(m.port)));
const fake = {
  baseUrl: `http://127.0.0.1:${fakePort}/v1`,
  use: (scenario: Scenario) => fetch(`http://127.0.0.1:${fakePort}/__control/use`, { method: 'POST', body: JSON.stringify(scenario) }),
};
await fake.use({ kind: 'reply', chunks: Array.from({ length: CHUNKS }, (_, i) => `word${i} `), delayMs: CHUNK_GAP_MS });

const child = fork(path.join(root, 'tests/support/gateway-process.ts'), {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, AI_BASE_URL: fake.baseUrl, RATE_LIMIT_PER_MINUTE: '100000', DAILY_GENERATIONS_PER_VISITOR: '0', DAILY_OUTPUT_TOKENS_PER_VISITOR: '0', MAX_CONCURRENT_STREAMS_PER_VISITOR: '0', AI_TIMEOUT_MS: '60000', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-')) },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const gatewayPort = await new Promise<number>((resolve) => child.on('message', (m: { type: string; port: number }) => m.type === 'listening' && resolve(m.port)));
const heap = () =>
  new Promise<number>((resolve) => {
    const onMessage = (m: { type: string; heapUsed: number }) => {
      if (m.type === 'heap') {
        child.off('message', onMessage);
        resolve(m.heapUsed);
      }
    };
    child.on('message', onMessage);
    child.send({ type: 'heap' });
  });

interface StreamTiming {
  ttfbMs: number;
  totalMs: number;
}

/** One stream: time to the first content byte and to the end. */
async function timeStream(url: string, body: unknown, marker: string): Promise<StreamTiming> {
  const start = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let ttfb = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (ttfb < 0 && decoder.decode(value, { stream: true }).includes(marker)) ttfb = performance.now() - start;
  }
  return { ttfbMs: ttfb, totalMs: performance.now() - start };
}

const direct = () => timeStream(`${fake.baseUrl}/chat/completions`, { model: 'm', stream: true, messages: [{ role: 'user', content: 'x' }] }, 'word0');
const viaGateway = () => timeStream(`http://127.0.0.1:${gatewayPort}/api/generate`, { toolId: 'ai-writer', input: 'x' }, 'word0');

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? Number.NaN;

async function run(label: string, concurrency: number, rounds: number) {
  const results: Record<string, StreamTiming[]> = { direct: [], gateway: [] };
  for (let r = 0; r < rounds; r++) {
    results.direct!.push(...(await Promise.all(Array.from({ length: concurrency }, direct))));
    results.gateway!.push(...(await Promise.all(Array.from({ length: concurrency }, viaGateway))));
  }
  const d = results.direct!;
  const g = results.gateway!;
  const addedPerChunk = (mean(g.map((t) => t.totalMs)) - mean(d.map((t) => t.totalMs))) / CHUNKS;
  console.log(
    `${label.padEnd(14)} TTFB direct ${mean(d.map((t) => t.ttfbMs)).toFixed(1)} ms (p95 ${p95(d.map((t) => t.ttfbMs)).toFixed(1)}), ` +
      `gateway ${mean(g.map((t) => t.ttfbMs)).toFixed(1)} ms (p95 ${p95(g.map((t) => t.ttfbMs)).toFixed(1)}), ` +
      `ratio ${(mean(g.map((t) => t.ttfbMs)) / mean(d.map((t) => t.ttfbMs))).toFixed(2)}x; added latency per chunk ${addedPerChunk.toFixed(3)} ms`,
  );
}

console.log(`gateway stream benchmark: ${CHUNKS} chunks ${CHUNK_GAP_MS} ms apart per stream`);
await viaGateway(); // warm up
await run('1 stream', 1, 20);
await run('500 streams', 500, 2);

// Heap per open stream: hold 500 streams open on a stalled provider.
await fake.use({ kind: 'stall', chunks: ['open '] });
const before = await heap();
const controllers = Array.from({ length: 500 }, () => new AbortController());
await Promise.all(
  controllers.map(async (c) => {
    const res = await fetch(`http://127.0.0.1:${gatewayPort}/api/generate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ toolId: 'ai-writer', input: 'x' }), signal: c.signal });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.read();
  }),
);
const during = await heap();
console.log(`heap per open stream: ${((during - before) / 500 / 1024).toFixed(1)} KiB (500 open streams, ${((during - before) / 1024 / 1024).toFixed(1)} MiB in all)`);
for (const c of controllers) c.abort();
child.kill();
fakeProcess.kill();
process.exit(0);
