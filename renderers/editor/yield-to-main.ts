interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so work split by it never
 * holds the main thread in one long task (input and rendering run between the
 * parts). scheduler.yield() resumes ahead of other queued tasks; where it is
 * missing a zero timeout does the same job, only queued behind them.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
