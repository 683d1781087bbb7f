import { Worker } from 'node:worker_threads';

/** What the worker sends back (server/db/pglite-worker.mjs). */
type WorkerMessage =
  | { type: 'open' }
  | { type: 'open-failed'; error: WorkerError }
  | { type: 'result'; id: number; rows?: unknown[]; error?: WorkerError }
  | { type: 'closed' };
interface WorkerError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
}

export interface PgliteInWorkerOptions {
  /** The PGlite directory. */
  dir: string;
  migrationsDir: string;
  /** server/db/pglite-worker.mjs, or its copy beside the built gateway. */
  workerFile: string;
  /** Called once the worker has opened the database and applied the migrations. */
  onOpen?: (durationMs: number) => void;
  /** Called when opening failed; the next query tries again with a new worker. */
  onOpenFailed?: (error: Error) => void;
}

export interface PgliteInWorker {
  /** Runs one statement in the worker (rows as arrays for 'all', objects for 'execute', as drizzle's proxy driver expects); the first call starts it. */
  query: (sql: string, params: unknown[], method: 'all' | 'execute') => Promise<unknown[]>;
  /** 'idle' while nothing has started the worker (a readiness check does not open the database). */
  ping: () => Promise<'ok' | 'idle'>;
  close: () => Promise<void>;
}

/** The worker's error as an Error again, with PostgreSQL's fields (code 23505…) for callers that test them. */
function toError(e: WorkerError): Error {
  return Object.assign(new Error(e.message), { code: e.code, detail: e.detail, constraint: e.constraint });
}

const CLOSE_WAIT_MS = 5_000;

/**
 * The embedded database, opened lazily in a worker thread: nothing is loaded
 * until the first query (a gateway nobody writes through stays small and
 * starts fast), and loading it never blocks the event loop that serves the
 * streams. Queries sent while it opens wait in the worker behind the
 * migrations, so none runs on an unmigrated database.
 */
export function pgliteInWorker({ dir, migrationsDir, workerFile, onOpen, onOpenFailed }: PgliteInWorkerOptions): PgliteInWorker {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let closing: Promise<void> | null = null;

  function failAll(error: Error): void {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  }
  /** Referenced only while a query waits: an idle worker never keeps a finished script (npm run forms) alive. */
  function updateRef(w: Worker): void {
    if (pending.size > 0) w.ref();
    else w.unref();
  }

  function start(): Worker {
    const startedAt = performance.now();
    const w = new Worker(workerFile, { workerData: { dir, migrationsDir } });
    w.on('message', (message: WorkerMessage) => {
      if (message.type === 'open') onOpen?.(performance.now() - startedAt);
      else if (message.type === 'open-failed') {
        const error = toError(message.error);
        onOpenFailed?.(error);
        forget(w, error);
        void w.terminate();
      } else if (message.type === 'result') {
        const p = pending.get(message.id);
        if (!p) return;
        pending.delete(message.id);
        if (message.error) p.reject(toError(message.error));
        else p.resolve(message.rows ?? []);
        updateRef(w);
      }
    });
    w.on('error', (error) => forget(w, error));
    w.on('exit', (code) => forget(w, new Error(`the database worker stopped (exit code ${code})`)));
    return w;
  }
  /** A failed or stopped worker: its queries are refused and the next query starts a new one. */
  function forget(w: Worker, error: Error): void {
    if (worker !== w) return;
    worker = null;
    failAll(error);
  }

  function query(sql: string, params: unknown[], method: 'all' | 'execute'): Promise<unknown[]> {
    if (closing) return Promise.reject(new Error('the database is closed'));
    worker ??= start();
    const w = worker;
    const id = nextId++;
    return new Promise<unknown[]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      updateRef(w);
      w.postMessage({ type: 'query', id, sql, params, method });
    });
  }

  return {
    query,
    ping: async () => {
      if (!worker) return 'idle';
      await query('select 1', [], 'execute');
      return 'ok';
    },
    close: () =>
      (closing ??= (async () => {
        const w = worker;
        if (!w) return;
        w.ref();
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, CLOSE_WAIT_MS);
          w.on('message', (m: WorkerMessage) => m.type === 'closed' && (clearTimeout(timer), resolve()));
          w.once('exit', () => (clearTimeout(timer), resolve()));
          w.postMessage({ type: 'close' });
        });
        worker = null;
        failAll(new Error('the database is closed'));
        await w.terminate();
      })()),
  };
}
