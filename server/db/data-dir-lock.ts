import fs from 'node:fs';
import path from 'node:path';

// PGlite allows one process per data directory: a second one sees stale rows
// and can corrupt it. Whoever opens DATA_DIR/pglite first writes its pid here;
// everyone else is refused (a lock whose process is gone is taken over).

export const LOCK_FILE = 'pglite.lock';

export interface LockHolder {
  pid: number;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is already open in process ${holder.pid} (since ${holder.startedAt}); PGlite allows one process per data directory. ` +
        'Stop that process, give this one another DATA_DIR, or run every instance on PostgreSQL with DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

/** The live process holding `dataDir`, or null when it is free (no lock, or its process is gone). */
export function dataDirHolder(dataDir: string): LockHolder | null {
  let holder: LockHolder;
  try {
    holder = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
  } catch {
    return null;
  }
  return Number.isInteger(holder.pid) && holder.pid > 0 && alive(holder.pid) ? holder : null;
}

/** Takes `dataDir` for this process or throws DataDirInUseError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' }); // atomic: fails if the file exists
      return () => {
        if (dataDirHolder(dataDir)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirHolder(dataDir);
      if (holder) throw new DataDirInUseError(dataDir, holder);
      fs.rmSync(file, { force: true }); // left by a process that died (kill -9, power loss)
    }
  }
  throw new Error(`Could not lock ${file}`);
}
