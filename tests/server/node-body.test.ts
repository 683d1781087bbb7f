import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../engine/generation/limits.ts';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { readNodeBody, type NodeBody } from '../../server/http/node-body.ts';
import { startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { testConfig } from '../helpers/test-config.ts';

// Under @hono/node-server the JSON routes read their body straight from Node's request
// (server/http/node-body.ts), not through a fetch Request: these check that path answers
// as the Web path does (app.request), however the body arrives.

interface Answer {
  status: number;
  body: string;
}

/** POSTs `pieces` one write each (chunked unless `contentLength`), the next after the previous was flushed. */
function post(url: string, path: string, pieces: Array<string | Buffer>, contentLength?: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json', Origin: url };
    if (contentLength !== undefined) headers['Content-Length'] = contentLength;
    const request = http.request(`${url}${path}`, { method: 'POST', headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (piece: string) => (body += piece));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // A server that answers before the whole body is sent may close the connection under the writes.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    const writeNext = (i: number) => {
      if (i === pieces.length) return void request.end();
      request.write(pieces[i]!, () => setTimeout(() => writeNext(i + 1), 2));
    };
    writeNext(0);
  });
}

const errorCode = (answer: Answer) => (JSON.parse(answer.body) as { error: { code: string; field?: string } }).error;

describe('JSON bodies read straight from Node (a real gateway)', () => {
  let gateway: RunningGateway;
  // The provider is a closed port: these requests must be answered before any upstream call.
  const web = createApp({
    staticRoot: '/nonexistent',
    config: testConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1', RATE_LIMIT_PER_MINUTE: '100000' }),
    catalogue: registry,
    rateLimitPrefix: `node-body-web-${process.pid}`,
  }).app;
  beforeAll(async () => {
    gateway = await startGateway({ AI_BASE_URL: 'http://127.0.0.1:9/v1', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('413 body_too_large for a chunked body (no Content-Length) once its bytes pass the limit', async () => {
    const piece = 'y'.repeat(64 * 1024);
    const pieces = ['{"toolId":"ai-writer","input":"', ...Array.from({ length: Math.ceil(MAX_BODY_BYTES / piece.length) + 1 }, () => piece), '"}'];
    const answer = await post(gateway.url, '/api/generate', pieces);
    expect(answer.status).toBe(413);
    expect(errorCode(answer).code).toBe('body_too_large');
  });

  it('413 body_too_large for a declared Content-Length over the limit, before the body is read', async () => {
    const answer = await post(gateway.url, '/api/generate', ['{"toolId":'], MAX_BODY_BYTES + 1);
    expect(answer.status).toBe(413);
    expect(errorCode(answer).code).toBe('body_too_large');
  });

  it('a body of exactly the limit is read (and judged on its content)', async () => {
    const head = '{"toolId":"ai-writer","input":"x","pad":"';
    const body = head + 'p'.repeat(MAX_BODY_BYTES - head.length - 2) + '"}';
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const answer = await post(gateway.url, '/api/generate', [body.slice(0, 1000), body.slice(1000)]);
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toMatchObject({ code: 'invalid_request', field: 'pad' });
  });

  it('400 invalid_json for malformed JSON sent in pieces, as on the Web path', async () => {
    const answer = await post(gateway.url, '/api/generate', ['{"toolId": ', '"ai-writer", ']);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'invalid_json', message: 'The request body must be valid JSON.' } });
    expect(JSON.parse(answer.body)).toEqual(await (await web.request('/api/generate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"toolId": "ai-writer", ' })).json());
  });

  it('400 invalid_text naming the field for a NUL byte, as on the Web path', async () => {
    const answer = await post(gateway.url, '/api/generate', ['{"toolId":"ai-writer","inp', 'ut":"a\\u0000b"}']);
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toMatchObject({ code: 'invalid_text', field: 'input' });
  });

  it('a character split between two packets arrives whole; a leading BOM is dropped as fetch does', async () => {
    const bytes = Buffer.from('\ufeff{"toolId":"ai-writer","input":"x","é":1}');
    const split = bytes.indexOf(Buffer.from('é')) + 1;
    const answer = await post(gateway.url, '/api/generate', [bytes.subarray(0, split), bytes.subarray(split)]);
    const viaWeb = await web.request('/api/generate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: bytes });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(await viaWeb.json());
    expect(errorCode(answer)).toMatchObject({ code: 'invalid_request', field: 'é' });
  });

  it('the other JSON routes read the same way (editor, forms)', async () => {
    expect(errorCode(await post(gateway.url, '/api/editor/improve', ['{"mode":', '"nope","text":"x"}'])).code).not.toBe('invalid_json');
    expect(errorCode(await post(gateway.url, '/api/forms/contact', ['{"name":'])).code).toBe('invalid_json');
  });
});

describe('readNodeBody', () => {
  /** A server that answers with what readNodeBody made of each request. */
  async function withServer(run: (url: string, results: NodeBody[]) => Promise<void>, maxBytes = 64) {
    const results: NodeBody[] = [];
    const server = http.createServer(async (req, res) => {
      const body = await readNodeBody(req, maxBytes);
      results.push(body);
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, results);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('decodes any split of the bytes as TextDecoder decodes them whole (broken sequences too)', async () => {
    await withServer(async (url) => {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 48 }), fc.array(fc.nat({ max: 48 }), { maxLength: 4 }), async (bytes, cuts) => {
          const at = [...new Set(cuts.filter((c) => c < bytes.length))].sort((a, b) => a - b);
          const pieces = [0, ...at].map((from, i) => Buffer.from(bytes.subarray(from, at[i] ?? bytes.length))).filter((p) => p.length > 0);
          const answer = await post(url, '/', pieces);
          expect(JSON.parse(answer.body)).toEqual({ ok: true, text: new TextDecoder().decode(bytes) });
        }),
        { numRuns: 40 },
      );
    });
  });

  it('too_large once the bytes pass the limit, with or without Content-Length', async () => {
    await withServer(async (url) => {
      expect(JSON.parse((await post(url, '/', ['x'.repeat(40), 'x'.repeat(40)])).body)).toEqual({ ok: false, reason: 'too_large' });
      expect(JSON.parse((await post(url, '/', ['x'], 65)).body)).toEqual({ ok: false, reason: 'too_large' });
      expect(JSON.parse((await post(url, '/', ['x'.repeat(64)])).body)).toEqual({ ok: true, text: 'x'.repeat(64) });
    });
  });

  it('broken when the client leaves before the end of the body', async () => {
    await withServer(async (url, results) => {
      const request = http.request(`${url}/`, { method: 'POST', agent: false, headers: { 'Content-Length': 10 } });
      request.on('error', () => undefined);
      const answered = new Promise<void>((resolve) => {
        const check = setInterval(() => results.length > 0 && (clearInterval(check), resolve()), 5);
      });
      request.write('12345', () => setTimeout(() => request.destroy(), 20));
      await answered;
      expect(results).toEqual([{ ok: false, reason: 'broken' }]);
    });
  });
});
