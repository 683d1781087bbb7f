// The long main-thread tasks of a page load (npm run bench:long-tasks -- /ai-text-editor).
// Lighthouse's Total Blocking Time is the sum, over the tasks between the first contentful paint
// and interactivity, of each task's time past 50 ms; Lighthouse reports that sum, not which task
// it came from. This loads each page in Debian's Chromium at a CPU slowdown (4x unless --rate=N),
// records a trace, and prints every task over 50 ms with what it spent its time on (module
// evaluation, layout, style, script), so a change can be judged task by task.
// Usage: npm run bench:long-tasks [-- --build=path/to/build] [--rate=4] [--runs=3] [--over=50] [/path ...]
import path from 'node:path';
import { startBuiltGateway } from './support/built-gateway.ts';
import { tracePageLoad, type TraceEvent } from './support/trace-page-load.ts';


const options = Object.fromEntries(process.argv.slice(2).filter((a) => a.startsWith('--')).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const pages = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const BUILD = path.resolve(options.build ?? 'build');
const RATE = Number(options.rate ?? 4);
const RUNS = Number(options.runs ?? 3);
// The task length that counts: 50 ms at a 4x slowdown; at --rate=1 --over=12.5, the tasks Lighthouse's
// simulation (which scales what it observes by 4) would count.
const OVER_MS = Number(options.over ?? 50);
/** The parts of a task worth naming (Chromium's trace event names). */
const PARTS = new Set(['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'MajorGC', 'MinorGC']);

// The page's idle-time work (the editor, lazy parts) runs in the 5 s after the load.
const trace = (url: string) => tracePageLoad(url, { rate: RATE, categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading', afterLoadMs: 5000 });

/** One line per task over OVER_MS after the first contentful paint, and the blocking sum. */
function report(events: TraceEvent[]): { lines: string[]; blocking: number } {
  const renderer = new Set(events.filter((e) => e.name === 'ParseHTML').map((e) => `${e.pid}:${e.tid}`));
  // navigationStart is not always in the trace; the page's first parse is then the start.
  const start = (events.find((e) => e.name === 'navigationStart') ?? events.find((e) => e.name === 'ParseHTML'))?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && renderer.has(`${e.pid}:${e.tid}`) && (e.dur ?? 0) > OVER_MS * 1000 && e.ts >= fcp);
  const lines = [`  first contentful paint at ${Math.round((fcp - start) / 1000)} ms`];
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += (task.dur ?? 0) / 1000 - OVER_MS;
    const parts = events
      .filter((e) => e.ph === 'X' && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && PARTS.has(e.name) && (e.dur ?? 0) > 5_000)
      .map((e) => `${e.name} ${Math.round((e.dur ?? 0) / 1000)} ms${e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : ''}`);
    lines.push(`  task at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms (${parts.join(', ') || 'native work'})`);
  }
  return { lines, blocking };
}

const gateway = await startBuiltGateway(BUILD);
try {
  console.log(`CPU slowdown ${RATE}x, ${RUNS} runs a page; tasks over ${OVER_MS} ms after the first contentful paint:`);
  for (const pagePath of pages.length > 0 ? pages : ['/', '/tools/ai-writer', '/ai-text-editor']) {
    const sums: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const { lines, blocking } = report(await trace(gateway.url + pagePath));
      sums.push(Math.round(blocking));
      console.log(`${pagePath}, run ${run}:\n${lines.join('\n')}`);
    }
    console.log(`${pagePath}: time past ${OVER_MS} ms in those tasks, per run: ${sums.join(', ')} ms\n`);
  }
} finally {
  gateway.stop();
}
