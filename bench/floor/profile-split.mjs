// Splits a V8 CPU profile (.cpuprofile from node --cpu-prof) by where the time went:
// self time per area (socket writes, Web streams, Node streams, the provider request, JSON, GC…)
// and the top functions.   node bench/floor/profile-split.mjs bench/results/profiles/<file>.cpuprofile [--skip-ms=N] [--owners] [--inclusive]
// --skip-ms leaves out the first N ms of the profile (the start-up) so the split is the streams' alone.
// The gateway is one bundle (build/gateway/main.js, its dependencies inside): its frames are mapped back to
// their sources through main.js.map, so hono, prom-client… count in their own areas, not as gateway code.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const profile = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
const skipUs = Number(process.argv.find((a) => a.startsWith('--skip-ms='))?.split('=')[1] ?? 0) * 1000;
for (let i = 0, t = 0; i < profile.samples.length; i++) {
  t += dt[i] ?? 0;
  if (t >= skipUs) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
}
const sourceMaps = new Map();
/** The frame's original file and line when its script has a source map beside it (the bundle), else its own. */
function source(callFrame) {
  const { url, lineNumber, columnNumber } = callFrame;
  if (!url.endsWith('.js') || !url.startsWith('file://')) return { url, line: lineNumber };
  if (!sourceMaps.has(url)) {
    const mapFile = `${fileURLToPath(url)}.map`;
    sourceMaps.set(url, fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
  }
  const entry = sourceMaps.get(url)?.findEntry(lineNumber, columnNumber);
  // Sources are relative to build/gateway (../../server/…, ../../node_modules/…): kept so, server/ and engine/ stay recognisable.
  return entry?.originalSource ? { url: entry.originalSource.replace(/^(\.\.\/)+/, ''), line: entry.originalLine } : { url, line: lineNumber };
}
const areas = [
  ['idle', (f) => f === '(idle)'],
  ['gc', (f) => f === '(garbage collector)'],
  ['PGlite (wasm) and its JS', (f, u) => /^wasm-function/.test(f) || /pglite|chunk-[A-Z0-9]+\.js/.test(u)],
  ['socket writes (writev/write native)', (f, u) => /^(writev|writeUtf8String|writeBuffer|writeLatin1String)$/.test(f) || /stream_base_commons/.test(u)],
  ['Web streams + TextEncoder/Decoder', (f, u) => /webstreams|encoding|undici/.test(u) || /TextEncoder|TextDecoder/.test(f)],
  ['Node streams', (f, u) => /internal\/streams/.test(u)],
  ['node:http (server + client)', (f, u) => /_http_|node:http|internal\/http/.test(u)],
  ['net/TCP', (f, u) => /node:net|internal\/net|tcp_wrap/.test(u)],
  ['timers/promises/microtasks', (f, u) => /timers/.test(u) || /^\(program\)$/.test(f)],
  ['database client (drizzle-orm, messages to the PGlite worker)', (f, u) => /drizzle-orm|server\/db\//.test(u) || f === 'postMessage'],
  ['hono + @hono/node-server', (f, u) => /node_modules\/(hono|@hono)/.test(u)],
  ['pino logging', (f, u) => /pino|sonic-boom|thread-stream/.test(u)],
  ['prom-client metrics', (f, u) => /prom-client/.test(u)],
  ['gateway code (server/, engine/)', (f, u) => /build\/gateway\/main\.js/.test(u) || /^(server|engine)\//.test(u)],
  ['JSON', (f) => /^(parse|stringify)$/.test(f)],
  ['other node internals', (f, u) => /^node:/.test(u)],
  ['other', () => true],
];
const totals = new Map();
const fns = new Map();
let total = 0;
for (const [id, t] of self) {
  const n = byId.get(id);
  const f = n.callFrame.functionName || '(anonymous)';
  const { url: u, line } = source(n.callFrame);
  const area = areas.find(([, test]) => test(f, u))[0];
  totals.set(area, (totals.get(area) ?? 0) + t);
  if (area !== 'idle') total += t;
  const key = `${f} ${u.replace(/^.*\/node_modules\//, '').replace(/^file:.*\//, '')}:${line}`;
  fns.set(key, (fns.get(key) ?? 0) + t);
}
console.log(`busy CPU ${(total / 1000).toFixed(0)} ms (idle ${((totals.get('idle') ?? 0) / 1000).toFixed(0)} ms)`);
for (const [area, t] of [...totals].filter(([a]) => a !== 'idle').sort((a, b) => b[1] - a[1])) console.log(`${((t / total) * 100).toFixed(1).padStart(5)} %  ${area}`);
console.log('\ntop functions (self time):');
for (const [k, t] of [...fns].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))) console.log(`${((t / total) * 100).toFixed(1).padStart(5)} %  ${k}`);

// For --owners and --inclusive: each node's caller, whether a frame is the gateway's own code or a library's, and its label.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const ours = (u) => /^(server|engine)\//.test(u) || /node_modules\//.test(u);
const frameLabel = (callFrame, u, line) => `${callFrame.functionName || '(anonymous)'} ${u.replace(/^.*\/node_modules\//, '')}:${line + 1}`;

// --owners: each sample's time goes to the outermost frame of the gateway's own code (server/, engine/) or a
// library on its stack, so that Node's work (a socket write, an http.request) counts for the gateway code that
// asked for it; samples with no such frame count under the Node function that ran them.
if (process.argv.includes('--owners')) {
  const owners = new Map();
  for (const [id, t] of self) {
    if (byId.get(id).callFrame.functionName === '(idle)') continue;
    let owner = null;
    let outerNode = null;
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { callFrame } = byId.get(at);
      const { url: u, line } = source(callFrame);
      if (ours(u)) owner = frameLabel(callFrame, u, line);
      if (parent.get(at) !== undefined && callFrame.functionName !== '(root)') outerNode = `(Node only) ${callFrame.functionName || '(anonymous)'} ${u}`;
    }
    const key = owner ?? outerNode ?? '(root)';
    owners.set(key, (owners.get(key) ?? 0) + t);
  }
  console.log('\nby owner (the outermost gateway or library frame on the stack):');
  for (const [k, t] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))) console.log(`${((t / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
}

// --inclusive: each function of the gateway's own code or a library, with the time of every sample it is on the
// stack of (counted once per sample): what a call costs with all it calls, Node's work included.
if (process.argv.includes('--inclusive')) {
  const inclusive = new Map();
  for (const [id, t] of self) {
    if (byId.get(id).callFrame.functionName === '(idle)') continue;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { callFrame } = byId.get(at);
      const { url: u, line } = source(callFrame);
      if (!ours(u)) continue;
      const key = frameLabel(callFrame, u, line);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + t);
    }
  }
  console.log('\ninclusive (every sample a function is on the stack of):');
  for (const [k, t] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))) console.log(`${((t / total) * 100).toFixed(1).padStart(5)} %  ${(t / 1000).toFixed(0).padStart(6)} ms  ${k}`);
}

// --under=<text>: the samples with a frame whose label holds <text> on their stack (say
// --under=request-telemetry.ts:83, a function of the gateway), split by the function that ran them (the leaf):
// where a call's time goes, down to Node's and V8's own functions.
const under = process.argv.find((a) => a.startsWith('--under='))?.slice('--under='.length);
if (under) {
  const leaves = new Map();
  let sum = 0;
  for (const [id, t] of self) {
    let inside = false;
    for (let at = id; at !== undefined && !inside; at = parent.get(at)) {
      const { callFrame } = byId.get(at);
      const { url: u, line } = source(callFrame);
      inside = frameLabel(callFrame, u, line).includes(under);
    }
    if (!inside) continue;
    const { callFrame } = byId.get(id);
    const { url: u, line } = source(callFrame);
    const key = frameLabel(callFrame, u, line);
    leaves.set(key, (leaves.get(key) ?? 0) + t);
    sum += t;
  }
  console.log(`\nunder ${under}: ${(sum / 1000).toFixed(0)} ms, by the function that ran:`);
  for (const [k, t] of [...leaves].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))) console.log(`${((t / sum) * 100).toFixed(1).padStart(5)} %  ${(t / 1000).toFixed(0).padStart(6)} ms  ${k}`);
}
