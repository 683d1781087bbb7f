import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../helpers/test-config.ts';

// Prerendered pages over a real socket: Accept-Encoding and If-None-Match are read from Node's request.
const PAGE = '<!DOCTYPE html><html><head><title>Home</title></head><body><h1>Tools</h1></body></html>';
let server: ServerType;
let port: number;

beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-node-'));
  fs.writeFileSync(path.join(root, 'index.html'), PAGE);
  fs.writeFileSync(path.join(root, 'index.html.br'), zlib.brotliCompressSync(PAGE));
  const { app } = createApp({ staticRoot: root, config: testConfig({}), catalogue: registry, rateLimitPrefix: `static-node-${process.pid}` });
  server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** node:http, not fetch: fetch adds its own Accept-Encoding and decodes the body. */
function get(headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('prerendered pages on Node', () => {
  it('sends the encoding the request accepts, and 304 for the ETag it already has', async () => {
    const br = await get({ 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(br.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(br.headers['content-security-policy']).toBeTruthy();

    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);

    const etag = br.headers.etag ?? '';
    expect(etag).not.toBe('');
    const again = await get({ 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get({ 'Accept-Encoding': 'br', 'If-None-Match': '"something-else"' })).status).toBe(200);
  });
});
