// npm test's first step: one line per missing piece, exit 1 only when the suite cannot run.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module (runs before anything is compiled)
import { checkPrerequisites } from '../../scripts/test-prerequisites.mjs';

type Check = (env: NodeJS.ProcessEnv) => Promise<{ errors: string[]; notes: string[] }>;
const check = checkPrerequisites as Check;

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe("npm test's prerequisites", () => {
  it('stops at once without Chromium, saying how to get it', async () => {
    const { errors } = await check({ CHROMIUM_PATH: '/nowhere/chromium', TEST_REDIS_URL: 'redis://127.0.0.1:1' });
    expect(errors).toEqual([expect.stringMatching(/^Chromium is missing at \/nowhere\/chromium: .*sudo apt-get install chromium/)]);
  });

  it('says what will be skipped without Redis or PostgreSQL', async () => {
    const port = await closedPort();
    const { errors, notes } = await check({ CHROMIUM_PATH: process.execPath, TEST_REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(errors).toEqual([]);
    expect(notes.some((n) => n.startsWith(`Redis does not answer at redis://127.0.0.1:${port}: `) && n.includes('skipped'))).toBe(true);
    expect(notes.some((n) => n.startsWith('TEST_DATABASE_URL is not set: the PostgreSQL tests') && n.includes('skipped'))).toBe(true);
  });

  it('fails when TEST_DATABASE_URL names a PostgreSQL that does not answer', async () => {
    const port = await closedPort();
    const { errors } = await check({ CHROMIUM_PATH: process.execPath, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/x` });
    expect(errors).toEqual([expect.stringContaining(`does not answer (127.0.0.1:${port})`)]);
  });
});
