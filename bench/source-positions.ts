// What V8 spends parsing modules a second time for stack traces during a page load
// (npm run bench:source-positions -- --baseline=path/to/other/build /ai-text-editor).
// V8 compiles without source positions and collects them when something needs line numbers: a stack
// trace made in a module's top-level code (an Error made while DevTools is attached, an
// `error.stack` read) parses that whole module again. That is main-thread time in the page's first
// tasks. This loads each page in Debian's Chromium at a CPU slowdown, as Lighthouse does with DevTools
// attached, and sums V8.CollectSourcePositions and the page's module evaluation from a trace.
// With --baseline it measures that build too, alternating builds run by run, and prints the ratio.
// Usage: npm run bench:source-positions [-- --build=path] [--baseline=path] [--rate=4] [--runs=5] [/path ...]
import path from 'node:path';
import { startBuiltGateway } from './support/built-gateway.ts';
import { tracePageLoad } from './support/trace-page-load.ts';


interface Sample {
  collectMs: number;
  evaluateMs: number;
}

const options = Object.fromEntries(process.argv.slice(2).filter((a) => a.startsWith('--')).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const pages = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const RATE = Number(options.rate ?? 4);
const RUNS = Number(options.runs ?? 5);
const builds = [path.resolve(options.build ?? 'build'), ...(options.baseline ? [path.resolve(options.baseline)] : [])];

async function sample(url: string): Promise<Sample> {
  // The lazy parts (the editor's engine) load and run in the 4 s after the load.
  const events = await tracePageLoad(url, { rate: RATE, categories: 'devtools.timeline,v8,disabled-by-default-v8.compile', afterLoadMs: 4000 });
  const total = (name: string) => events.filter((e) => e.name === name && e.ph === 'X').reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  return { collectMs: total('V8.CollectSourcePositions'), evaluateMs: total('v8.evaluateModule') };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const gateways = await Promise.all(builds.map((build) => startBuiltGateway(build)));
try {
  console.log(`CPU slowdown ${RATE}x, ${RUNS} runs a page and build, builds alternating; medians:`);
  for (const pagePath of pages.length > 0 ? pages : ['/', '/tools/ai-writer', '/ai-text-editor']) {
    const samples: Sample[][] = gateways.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [index, gateway] of gateways.entries()) samples[index]?.push(await sample(`${gateway.url}${pagePath}`));
    }
    const lines = samples.map((s, index) => {
      const collect = median(s.map((x) => x.collectMs));
      return { collect, text: `${index === 0 ? 'build' : 'baseline'}: source positions ${collect.toFixed(0)} ms, module evaluation ${median(s.map((x) => x.evaluateMs)).toFixed(0)} ms` };
    });
    const [build, baseline] = lines;
    const ratio = build && baseline && baseline.collect > 0 ? ` · build/baseline source positions ${(build.collect / baseline.collect).toFixed(2)}` : '';
    console.log(`${pagePath}: ${lines.map((l) => l.text).join(' · ')}${ratio}`);
  }
} finally {
  for (const gateway of gateways) gateway.stop();
}
