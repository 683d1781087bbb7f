// @ts-check
// The embedded PGlite database in a worker thread (server/db/pglite-in-worker.ts starts it).
// Loading PGlite compiles its WebAssembly and replays its files, about a second of CPU (far
// more on a busy machine): on the main thread that stalled every open stream, and opening it
// at start-up cost ~1 s of cold start and ~200 MiB of idle memory. Here it costs neither the
// streams nor a gateway that never writes. Plain JavaScript on purpose: a worker runs without
// the TypeScript loader of the tests and scripts, and the build copies this file as it is.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** @typedef {{ type: 'query', id: number, sql: string, params: unknown[], method: 'all' | 'execute' }} QueryMessage */
/** @typedef {{ type: 'close' }} CloseMessage */

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread');
const { dir, migrationsDir, initOnly, wasmModule } = /** @type {{ dir: string, migrationsDir: string, initOnly?: boolean, wasmModule?: WebAssembly.Module }} */ (workerData);

// Memory: PostgreSQL's defaults (128 MB of shared buffers, 4 MB per sort, 64 MB for index
// builds) are sized for a server, and inside WebAssembly every page of them stays resident.
// A forms table needs a fraction: these settings took the resident memory of an open
// database from about 310 MiB to about 160 MiB (npm run bench:pglite-memory).
const startParams = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=1MB', '-c', 'maintenance_work_mem=4MB', '-c', 'temp_buffers=1MB'],
];

/**
 * Creating a data directory runs initdb, a second WebAssembly module that peaks near
 * 600 MiB and whose memory is not given back while the thread lives. So a new directory
 * is created by a throwaway worker that exits when done (its memory goes with it), and
 * this worker opens the finished directory.
 */
function createDataDir(/** @type {WebAssembly.Module} */ module) {
  return new Promise((resolve, reject) => {
    // The compiled module is shared with the throwaway worker: PostgreSQL is compiled once, not twice.
    const init = new Worker(new URL(import.meta.url), { workerData: { dir, migrationsDir, initOnly: true, wasmModule: module } });
    init.once('error', reject);
    init.once('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`creating the database directory failed (exit code ${code})`))));
  });
}

if (initOnly) {
  const pg = new PGlite(dir, { startParams, pgliteWasmModule: wasmModule });
  await pg.waitReady;
  await pg.close();
  process.exit(0);
}

// The same raw parsers as drizzle-orm's own PGlite driver: dates and intervals stay strings,
// which drizzle's column mappers turn into the values the schema declares.
const keepText = (/** @type {string} */ value) => value;
const parsers = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

/** PostgreSQL's error fields survive the thread boundary (an Error's own properties would not). */
function errorOf(/** @type {unknown} */ error) {
  const e = /** @type {Record<string, unknown>} */ (error instanceof Error ? error : { message: String(error) });
  return { message: String(e.message), code: e.code, detail: e.detail, constraint: e.constraint, table: e.table, column: e.column };
}

/** @type {PGlite | undefined} */
let client;
const ready = (async () => {
  const pgliteWasmModule = await WebAssembly.compile(fs.readFileSync(new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite'))));
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await createDataDir(pgliteWasmModule);
  const pg = new PGlite(dir, { startParams, pgliteWasmModule });
  client = pg;
  await migrate(drizzle(pg), { migrationsFolder: migrationsDir });
})();
ready.then(
  () => port.postMessage({ type: 'open' }),
  (error) => port.postMessage({ type: 'open-failed', error: errorOf(error) }),
);

port.on('message', (/** @type {QueryMessage | CloseMessage} */ message) => {
  if (message.type === 'close') {
    void ready
      .catch(() => undefined)
      .then(() => client?.close())
      .catch(() => undefined)
      .then(() => port.postMessage({ type: 'closed' }));
    return;
  }
  const { id, sql, params, method } = message;
  ready
    .then(() => /** @type {PGlite} */ (client).query(sql, params, { rowMode: method === 'all' ? 'array' : 'object', parsers }))
    .then(
      (result) => port.postMessage({ type: 'result', id, rows: result.rows }),
      (error) => port.postMessage({ type: 'result', id, error: errorOf(error) }),
    );
});
