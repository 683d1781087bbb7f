// Memory of the gateway on the embedded database (PGlite): the process's resident set (RSS,
// worker thread and WebAssembly heap included) at idle, then after the first form submission
// (which opens PGlite in its worker), sampled every 250 ms for two minutes. Prints the idle
// figure, the peak and the RSS at fixed times after the form.
//   npm run bench:pglite-memory [-- --seconds=120] [--existing]
// --existing measures a restart: the data directory was created by an earlier run (the usual case).
// Linux only (reads /proc/<pid>/status). Compare with DATABASE_URL set: no PGlite at all.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 120);
const MiB = 1024 * 1024;

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const existing = process.argv.includes('--existing');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-memory-'));

async function startGateway() {
  const child = fork(path.join(root, 'tests/support/gateway-process.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', FORMS_PER_HOUR: '1000' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { type: string; port: number }) => m.type === 'listening' && resolve(m.port));
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
  return { child, port };
}

const postForm = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', subject: 'support', message: 'first form: opens the embedded database' }),
  });

if (existing) {
  // --existing: a restart, the usual case in production: the data directory was created by an earlier run.
  const first = await startGateway();
  await postForm(first.port);
  first.child.kill('SIGTERM');
  await new Promise((r) => first.child.once('exit', r));
}
const { child, port } = await startGateway();
const pid = child.pid ?? 0;
await new Promise((r) => setTimeout(r, 3000));
const idle = rssOf(pid);

const samples: Array<{ at: number; rss: number }> = [];
const started = performance.now();
// Sampled from the moment the form is sent: opening the database is the expensive part.
const sampling = (async () => {
  while (performance.now() - started < seconds * 1000) {
    samples.push({ at: (performance.now() - started) / 1000, rss: rssOf(pid) });
    await new Promise((r) => setTimeout(r, 250));
  }
})();
const res = await postForm(port);
const answeredMs = performance.now() - started;
if (res.status !== 201) throw new Error(`the form was answered ${res.status}: ${await res.text()}`);

await sampling;
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });

const peak = samples.reduce((a, b) => (b.rss > a.rss ? b : a));
const at = (s: number) => samples.findLast((x) => x.at <= s)?.rss ?? 0;
const after = samples.filter((x) => x.at >= seconds - 10);
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
console.log(`PGlite memory (gateway RSS, ${os.cpus().length} CPUs, node ${process.version})`);
console.log(`idle before the first form: ${mib(idle)}`);
console.log(`first form answered in ${answeredMs.toFixed(0)} ms (opens PGlite${existing ? ' on an existing data directory' : ', creating its data directory'})`);
console.log(`peak: ${mib(peak.rss)} at +${peak.at.toFixed(1)} s`);
for (const s of [1, 5, 10, 30, 60, 90, 120].filter((x) => x <= seconds)) console.log(`+${s} s after the form was sent: ${mib(at(s))}`);
console.log(`mean of the last 10 s: ${mib(after.reduce((a, b) => a + b.rss, 0) / Math.max(1, after.length))}`);
