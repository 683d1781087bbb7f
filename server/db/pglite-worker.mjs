// @ts-check
// The embedded PGlite database in a worker thread (server/db/pglite-in-worker.ts starts it).
// Loading PGlite compiles its WebAssembly and replays its files, about a second of CPU (far
// more on a busy machine): on the main thread that stalled every open stream, and opening it
// at start-up cost ~1 s of cold start and ~200 MiB of idle memory. Here it costs neither the
// streams nor a gateway that never writes. Plain JavaScript on purpose: a worker runs without
// the TypeScript loader of the tests and scripts, and the build copies this file as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** @typedef {{ type: 'query', id: number, sql: string, params: unknown[], method: 'all' | 'execute' }} QueryMessage */
/** @typedef {{ type: 'close' }} CloseMessage */

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread');
const { dir, migrationsDir } = /** @type {{ dir: string, migrationsDir: string }} */ (workerData);

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
  const pg = new PGlite(dir);
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
