// Preloaded (node --import) into each server process the floor bench measures:
// answers {type: 'mem'} over IPC with heapUsed and rss after a full GC.
process.on('message', (message) => {
  if (message?.type !== 'mem') return;
  globalThis.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ type: 'mem', heapUsed, rss });
});
