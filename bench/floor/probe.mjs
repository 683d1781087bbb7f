// Preloaded (node --import) into each server process the floor bench measures:
// answers {type: 'mem'} over IPC with heapUsed and rss after a full GC, and {type: 'cpu'} with the
// process's CPU time so far (user + system, all its threads, in µs) and its garbage collections so far
// (young-generation collections, whose count tracks how much the process allocates, and the main
// thread's pause time for all of them).
import { PerformanceObserver, constants } from 'node:perf_hooks';

const gc = { minor: 0, major: 0, ms: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) gc.minor++;
    else gc.major++;
    gc.ms += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

process.on('message', (message) => {
  if (message?.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ type: 'cpu', us: user + system, gc: { ...gc } });
    return;
  }
  if (message?.type !== 'mem') return;
  globalThis.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ type: 'mem', heapUsed, rss });
});
