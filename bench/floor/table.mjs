// The bench's table: medians over the rounds, each gateway as a ratio to the passthrough.
// Also rebuilds the table from the per-round lines a run printed (a run cut short):
//   node bench/floor/table.mjs --from-log=bench.log
import fs from 'node:fs';

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export function printTable({ raw, cases, rounds, gateways, idleMs = 4900 }) {
  const fmt = (x, unit = 'ms') => (Number.isFinite(x) ? `${Math.abs(x) >= 100 ? Math.round(x).toLocaleString('en') : x.toFixed(1)} ${unit}`.trim() : '—');
  const ratio = (g, p) => (Number.isFinite(g) && Number.isFinite(p) && p !== 0 ? `${(g / p).toFixed(2)}×` : '—');
  const rows = [];
  const med = (spec, pathName, key) => median((raw[spec] ?? []).map((r) => r[pathName]?.[key]));
  /** Each round's figure of one path divided by the passthrough's in the same round. */
  const pairedRatios = (spec, pathName, key) => (raw[spec] ?? []).map((r) => r[pathName]?.[key] / r.passthrough?.[key]).filter((x) => Number.isFinite(x));
  const spread = (xs) => (xs.length ? `${median(xs).toFixed(2)}× (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})` : '—');
  const sum = (spec, pathName, key) => (raw[spec] ?? []).reduce((a, r) => a + (r[pathName]?.[key] ?? 0), 0);
  /** cells: name -> text for direct, passthrough, each gateway; last: name -> text of each gateway's ratio. */
  const row = (label, cells, last) => rows.push(`| ${[label, ...['direct', 'passthrough', ...gateways].map((p) => cells[p] ?? '—'), ...gateways.map((g) => last[g] ?? '—')].join(' | ')} |`);
  const each = (fn, names = ['direct', 'passthrough', ...gateways]) => Object.fromEntries(names.map((p) => [p, fn(p)]));
  const capacity = {};
  for (const spec of cases) {
    const [kind, nText] = /^\d+$/.test(spec) ? ['paced', spec] : spec.split(':');
    const n = Number(nText ?? (kind === 'burst' ? 200 : kind === 'capacity' ? 8000 : kind === 'abort' ? 50 : 500));
    const label = kind === 'burst' ? `${n} burst streams` : `${n} paced stream${n === 1 ? '' : 's'}`;
    const runs = raw[spec]?.length ?? 0;
    if (kind === 'paced' || kind === 'burst') {
      row(`TTFB p50 / p99, ${label}`, each((p) => `${fmt(med(spec, p, 'ttfbP50'))} / ${fmt(med(spec, p, 'ttfbP99'))}`), each((g) => `${ratio(med(spec, g, 'ttfbP50'), med(spec, 'passthrough', 'ttfbP50'))} / ${ratio(med(spec, g, 'ttfbP99'), med(spec, 'passthrough', 'ttfbP99'))}`, gateways));
      if (kind === 'paced') row(`Per-chunk latency beyond the pacing, ${label}`, each((p) => fmt(med(spec, p, 'perChunkMs'))), each((g) => `${fmt(med(spec, g, 'perChunkMs') - med(spec, 'passthrough', 'perChunkMs'))} added`, gateways));
      row(`Total stream time, ${label}`, each((p) => fmt(med(spec, p, 'wallMs'))), each((g) => ratio(med(spec, g, 'wallMs'), med(spec, 'passthrough', 'wallMs')), gateways));
      // The same two figures as one ratio per round (each path against the passthrough of its own round), the median
      // and the spread of those: on a shared 2-core machine a path's TTFB p99 moves 3 to 6 times between rounds, and
      // the spread says whether a ratio of medians above is a difference or the noise.
      if (runs > 1) {
        row(
          `Per-round ratios to the passthrough, TTFB p99 / total stream time, ${label}: median (lowest–highest)`,
          {},
          each((g) => ['ttfbP99', 'wallMs'].map((key) => spread(pairedRatios(spec, g, key))).join(' / '), gateways),
        );
      }
      row(`CPU of the proxy process per stream, ${label}`, each((p) => fmt(med(spec, p, 'cpuPerStreamMs') * 1000, 'µs')), each((g) => ratio(med(spec, g, 'cpuPerStreamMs'), med(spec, 'passthrough', 'cpuPerStreamMs')), gateways));
      row(`Young-generation GCs per 100 streams / GC pause per stream, ${label}`, each((p) => `${fmt(med(spec, p, 'minorGcsPer100'), '')} / ${fmt(med(spec, p, 'gcPauseMsPerStream') * 1000, 'µs')}`), each((g) => `${ratio(med(spec, g, 'minorGcsPer100'), med(spec, 'passthrough', 'minorGcsPer100'))} / ${ratio(med(spec, g, 'gcPauseMsPerStream'), med(spec, 'passthrough', 'gcPauseMsPerStream'))}`, gateways));
      row(`Failed streams, ${label} (all rounds)`, each((p) => String(sum(spec, p, 'failed'))), each((g) => `${sum(spec, g, 'failed')} of ${n * runs}`, gateways));
      if (kind === 'paced') for (const p of ['passthrough', ...gateways]) if (med(spec, p, 'ttfbP99') < 1000 && sum(spec, p, 'failed') === 0) capacity[p] = Math.max(capacity[p] ?? 0, n);
    } else if (kind === 'reuse') {
      const names = ['passthrough', ...gateways];
      row(`Failed streams, ${n} streams on connections idle ${idleMs ?? 4900} ms (all rounds)`, each((p) => String(sum(spec, p, 'failed')), names), each((g) => `${sum(spec, g, 'failed')} of ${n * runs}`, gateways));
      row(`TTFB p50 / p99 after the idle, ${n} streams`, each((p) => `${fmt(med(spec, p, 'ttfbP50'))} / ${fmt(med(spec, p, 'ttfbP99'))}`, names), each((g) => `${ratio(med(spec, g, 'ttfbP50'), med(spec, 'passthrough', 'ttfbP50'))} / ${ratio(med(spec, g, 'ttfbP99'), med(spec, 'passthrough', 'ttfbP99'))}`, gateways));
    } else if (kind === 'hold') {
      const names = ['passthrough', ...gateways];
      row(`Heap per open stream (${n} held)`, each((p) => fmt(med(spec, p, 'heapPerStreamKiB'), 'KiB'), names), each((g) => ratio(med(spec, g, 'heapPerStreamKiB'), med(spec, 'passthrough', 'heapPerStreamKiB')), gateways));
      row(`RSS per open stream (${n} held)`, each((p) => fmt(med(spec, p, 'rssPerStreamKiB'), 'KiB'), names), each((g) => ratio(med(spec, g, 'rssPerStreamKiB'), med(spec, 'passthrough', 'rssPerStreamKiB')), gateways));
      row(`Failed streams, ${n} held (all rounds)`, each((p) => String(sum(spec, p, 'failed')), names), each((g) => `${sum(spec, g, 'failed')} of ${n * runs}`, gateways));
    } else if (kind === 'capacity') {
      const names = ['direct', 'passthrough', ...gateways];
      const step = (p, size, key) => median((raw[spec] ?? []).map((r) => r[p]?.steps?.find((x) => x.n === size)?.[key]));
      const rate = (raw[spec] ?? []).flatMap((r) => Object.values(r).map((x) => x.openRate)).find(Number.isFinite) ?? '?';
      const sizes = [...new Set((raw[spec] ?? []).flatMap((r) => Object.values(r).flatMap((x) => x.steps?.map((st) => st.n) ?? [])))].sort((a, b) => a - b);
      row(
        `Capacity: most streams held open at once with p99 TTFB < 1 s and no failure (opened ${rate} a second, steps to ${n.toLocaleString('en')})`,
        each((p) => (raw[spec]?.some((r) => r[p]) ? med(spec, p, 'capacity').toLocaleString('en') : '—'), names),
        each((g) => ratio(med(spec, g, 'capacity'), med(spec, 'passthrough', 'capacity')), gateways),
      );
      // A step a path did not reach (an earlier one missed) shows —.
      const failedAt = (p, size) => (raw[spec] ?? []).reduce((a, r) => a + (r[p]?.steps?.find((x) => x.n === size)?.failed ?? 0), 0);
      for (const size of sizes) {
        const cell = (p) => (Number.isFinite(step(p, size, 'ttfbP99')) ? `${fmt(step(p, size, 'ttfbP99'))}${failedAt(p, size) ? ` (${failedAt(p, size)} failed)` : ''}` : '—');
        row(`Capacity step: TTFB p99, ${size.toLocaleString('en')} streams held open`, each(cell, names), each((g) => ratio(step(g, size, 'ttfbP99'), step('passthrough', size, 'ttfbP99')), gateways));
      }
    } else if (kind === 'abort') {
      // Times are small: the gateway's column shows what it adds to the passthrough's p99, and its own max.
      const at = (p, w, key) => median((raw[spec] ?? []).map((r) => r[p]?.[w]?.[key]));
      const missed = (p, w) => (raw[spec] ?? []).reduce((a, r) => a + (r[p]?.[w]?.missed ?? 0), 0);
      for (const [w, text] of [['before-first', 'before the provider\'s first byte'], ['mid-stream', 'mid-stream']]) {
        row(
          `Abort to provider connection closed, p50 / p99 / max, ${n} streams dropped ${text} (missed, all rounds)`,
          each((p) => `${fmt(at(p, w, 'p50'))} / ${fmt(at(p, w, 'p99'))} / ${fmt(at(p, w, 'max'))} (${missed(p, w)})`),
          each((g) => `${fmt(at(g, w, 'p99') - at('passthrough', w, 'p99'))} added (p99)`, gateways),
        );
      }
    } else if (kind === 'static') {
      row('Static `/`, req/s, 20 keep-alive connections (passthrough column: a minimal node:http file server)', { passthrough: fmt(med(spec, 'fileServer', 'rps'), ''), ...each((g) => fmt(med(spec, g, 'rps'), ''), gateways) }, each((g) => ratio(med(spec, g, 'rps'), med(spec, 'fileServer', 'rps')), gateways));
    } else if (kind === 'startup') {
      row('Idle RSS, no request but one GET / (passthrough column: a bare node:http process)', { passthrough: fmt(med(spec, 'bare', 'idleRssMiB'), 'MiB'), ...each((g) => fmt(med(spec, g, 'idleRssMiB'), 'MiB'), gateways) }, each((g) => ratio(med(spec, g, 'idleRssMiB'), med(spec, 'bare', 'idleRssMiB')), gateways));
      row('Cold start to the first 200 of GET /, existing data (passthrough column: bare node:http)', { passthrough: fmt(med(spec, 'bare', 'coldMs')), ...each((g) => fmt(med(spec, g, 'coldMs')), gateways) }, each((g) => ratio(med(spec, g, 'coldMs'), med(spec, 'bare', 'coldMs')), gateways));
    }
  }
  // The capacity case measures this directly; without it, the largest paced case that held is a lower bound.
  if (Object.keys(capacity).length && !cases.some((c) => c.startsWith('capacity'))) row('Streams held at p99 TTFB < 1 s without a failure (largest paced case run)', each((p) => (capacity[p] ?? 0).toLocaleString('en'), ['passthrough', ...gateways]), each((g) => ratio(capacity[g] ?? 0, capacity.passthrough ?? 0), gateways));
  const label = { reencode: 'Re-encoding floor (--reencode)', hono: 'Hono floor (--hono)', before: 'Gateway before (--baseline)', gateway: 'Gateway' };
  const short = { reencode: 'Re-encoding floor', hono: 'Hono floor', before: 'Before', gateway: 'Gateway' };
  const heads = ['Direct', 'Passthrough', ...gateways.map((g) => label[g] ?? g), ...gateways.map((g) => `${short[g] ?? g} ÷ passthrough`)];
  console.log(`\n| Measure (median of ${rounds} rounds) | ${heads.join(' | ')} |\n| ${['---', ...heads.map(() => '---')].join(' | ')} |\n${rows.join('\n')}`);
}

const fromLog = process.argv.find((a) => a.startsWith('--from-log='))?.split('=')[1];
if (fromLog) {
  const raw = {};
  let rounds = 0;
  for (const line of fs.readFileSync(fromLog, 'utf8').split('\n')) {
    const m = /^ {2}round (\d+) ([^:]+(?::\d+)?): (.*)$/.exec(line);
    if (!m) continue;
    rounds = Math.max(rounds, Number(m[1]));
    const result = Object.fromEntries(m[3].replace(/ <- FAILED STREAMS$/, '').split(' | ').map((part) => [part.slice(0, part.indexOf(' ')), JSON.parse(part.slice(part.indexOf(' ') + 1))]));
    (raw[m[2]] ??= []).push(result);
  }
  const cases = Object.keys(raw);
  const present = (name) => Object.values(raw).some((rs) => rs.some((r) => r[name]));
  const gateways = ['reencode', 'hono', 'before', 'gateway'].filter(present);
  console.log(`(from ${fromLog}: ${rounds} rounds; a case has as many as completed)`);
  printTable({ raw, cases, rounds, gateways });
}
