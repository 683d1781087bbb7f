// `npm test` runs this first: what the full suite needs, checked in a second, before the
// minutes of unit tests and the build. One line per missing piece: what it is, what happens
// without it and how to get it. Exit 1 only for what the suite cannot do without (Chromium,
// a PostgreSQL that TEST_DATABASE_URL names but that does not answer). Plain JS: no tsx to load.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** Whether a TCP connection to the URL's host and port (or defaultPort) opens within a second. */
function reachable(url, defaultPort) {
  return new Promise((resolve) => {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      return resolve(false);
    }
    const socket = net.connect({ host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(parsed.port) || defaultPort });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function hasCommand(name, fallbacks) {
  if (fallbacks.some((p) => fs.existsSync(p))) return true;
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function checkPrerequisites(env = process.env) {
  const errors = [];
  const notes = [];
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) errors.push(`Chromium is missing at ${chromium}: the browser tests need it. Install it with "sudo apt-get install chromium" (or set CHROMIUM_PATH); no browser is downloaded.`);

  const redisUrl = env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await reachable(redisUrl, 6379))) notes.push(`Redis does not answer at ${redisUrl}: the tests that share state through Redis and the scale-out test will be skipped. Install it with "sudo apt-get install redis-server" (or set TEST_REDIS_URL).`);

  const databaseUrl = env.TEST_DATABASE_URL;
  if (!databaseUrl) notes.push('TEST_DATABASE_URL is not set: the PostgreSQL tests (forms, usage, likes SQL, the built gateway on PostgreSQL) will be skipped. Set it, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres ("sudo apt-get install postgresql").');
  else if (!(await reachable(databaseUrl, 5432))) errors.push(`TEST_DATABASE_URL names a PostgreSQL that does not answer (${new URL(databaseUrl).host}): start it, or unset TEST_DATABASE_URL to skip the PostgreSQL tests.`);

  if (!hasCommand('haproxy', ['/usr/sbin/haproxy'])) notes.push('haproxy is missing: the scale-out test will be skipped. Install it with "sudo apt-get install haproxy".');
  return { errors, notes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { errors, notes } = await checkPrerequisites();
  for (const line of notes) console.log(`npm test: ${line}`);
  for (const line of errors) console.error(`npm test: ${line}`);
  if (errors.length > 0) process.exit(1);
  if (notes.length === 0) console.log('npm test: Chromium, Redis, PostgreSQL and haproxy found: the whole suite runs (about 14 minutes on 2 cores).');
}
