// The bench's child processes: each one is tracked from its fork to its exit, so that the
// end of a run (or ^C) stops those still running, and waits only for those.

/** True once the child has exited: by itself (exitCode) or by a signal (signalCode; exitCode stays null then). */
export const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Kills the child (SIGKILL unless told) and resolves when it has exited. Resolves at once for a
 * child that already has: its 'exit' event will not come again, and waiting for it left the
 * run's last top-level await unsettled (Node exits 13 then).
 */
export function stop(child, signal = 'SIGKILL') {
  return new Promise((resolve) => {
    if (exited(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** The set of the children still running: add each with track(), stop them all with stopAll() (SIGKILL unless told). */
export function childSet() {
  const running = new Set();
  return {
    track(child) {
      running.add(child);
      child.once('exit', () => running.delete(child));
      return child;
    },
    stopAll: (signal) => Promise.all([...running].map((child) => stop(child, signal))),
    get size() {
      return running.size;
    },
  };
}
