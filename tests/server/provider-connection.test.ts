// A provider that cannot be reached: the visitor gets provider_error in the spec's wording; the
// operator's log line and /api/ready name the cause (ECONNREFUSED, ENOTFOUND, TLS…) and the host,
// never the key.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import { connectionCause } from '../../server/ai/upstream-error.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';

const KEY = 'sk-SECRET-connection-test-key';
let gateway: RunningGateway | undefined;
let plain: http.Server | undefined;
afterEach(async () => {
  await gateway?.close();
  await new Promise((r) => (plain ? plain.close(r) : r(undefined)));
  gateway = plain = undefined;
});

/** A port nothing listens on: bound, read, closed. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function generateThrough(baseUrl: string) {
  const capture = captureLogs();
  gateway = await startGateway({ AI_BASE_URL: baseUrl, AI_API_KEY: KEY, AI_MODEL: 'm' }, { log: capture.log });
  const { events } = await readAll(await postGenerate(gateway.url, { toolId: 'ai-writer', input: 'A short note' }));
  const ready = await fetch(`${gateway.url}/api/ready`);
  return { events, capture, ready: { status: ready.status, body: (await ready.json()) as { status: string; checks: Record<string, string> } } };
}

describe('a provider that cannot be reached', () => {
  it('refused: provider_error for the visitor, ECONNREFUSED and the host for the operator, readiness unaffected', async () => {
    const port = await closedPort();
    const { events, capture, ready } = await generateThrough(`http://127.0.0.1:${port}/v1`);
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'provider_error', message: MESSAGES.fallback });
    const line = capture.lines().find((l) => l.msg === `AI provider unreachable: ECONNREFUSED 127.0.0.1:${port}`);
    expect(line).toMatchObject({ code: 'ECONNREFUSED', host: `127.0.0.1:${port}`, upstream: 'provider_error' });
    expect(String(line?.cause)).toMatch(/connection refused/);
    expect(ready.status).toBe(200);
    expect(ready.body.checks.ai).toMatch(new RegExp(`^ECONNREFUSED 127\\.0\\.0\\.1:${port}: connection refused`));
    expect(capture.text()).not.toContain(KEY);
    expect(JSON.stringify(ready.body)).not.toContain(KEY);
  }, 30_000);

  it('an unknown host: ENOTFOUND (or EAI_AGAIN without DNS) and the host name', async () => {
    const { events, capture, ready } = await generateThrough('https://no-such-provider.invalid/v1');
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'provider_error' });
    const line = capture.lines().find((l) => String(l.msg).startsWith('AI provider unreachable'));
    expect(line?.host).toBe('no-such-provider.invalid:443');
    expect(['ENOTFOUND', 'EAI_AGAIN']).toContain(line?.code);
    expect(line?.cause).toBe('host name not found');
    expect(ready.body.checks.ai).toContain('no-such-provider.invalid:443');
  }, 30_000);

  it('TLS spoken to a plain HTTP server: a TLS failure', async () => {
    plain = http.createServer((_req, res) => res.end('plain'));
    await new Promise<void>((r) => plain?.listen(0, '127.0.0.1', r));
    const { port } = plain.address() as AddressInfo;
    const { events, capture } = await generateThrough(`https://127.0.0.1:${port}/v1`);
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'provider_error' });
    const line = capture.lines().find((l) => String(l.msg).startsWith('AI provider unreachable'));
    expect(line?.cause).toMatch(/^TLS failure/);
  }, 30_000);

  it('names each kind of connection error', () => {
    expect(connectionCause('ETIMEDOUT')).toBe('connection timed out');
    expect(connectionCause('CERT_HAS_EXPIRED')).toMatch(/^TLS failure/);
    expect(connectionCause('DEPTH_ZERO_SELF_SIGNED_CERT')).toMatch(/^TLS failure/);
    expect(connectionCause('ECONNRESET')).toMatch(/reset/);
    expect(connectionCause('EHOSTUNREACH')).toBe('host unreachable');
  });
});
