import { describe, expect, it } from 'vitest';
import { redactFields } from '../../server/observability/redact-fields.ts';
import { captureLogs } from '../helpers/log-capture.ts';

// The gateway's logger blanks secrets should a log call ever pass one (server/observability/logger.ts).
describe('log redaction', () => {
  it('blanks sensitive fields at the top level and one level down, and leaves the rest as logged', () => {
    const capture = captureLogs();
    capture.log.info(
      {
        token: 't0p',
        password: 'pw',
        headers: { authorization: 'Bearer sk-1', cookie: 'sid=1', accept: 'text/html' },
        config: { apiKey: 'sk-2', secret: 's', model: 'm' },
        route: '/api/generate',
        status: 200,
        ok: true,
        tags: ['a', 'b'],
      },
      'request',
    );
    const [line] = capture.lines();
    expect(line).toMatchObject({
      msg: 'request',
      token: '[redacted]',
      password: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' },
      config: { apiKey: '[redacted]', secret: '[redacted]', model: 'm' },
      route: '/api/generate',
      status: 200,
      ok: true,
      tags: ['a', 'b'],
    });
    expect(capture.text()).not.toMatch(/t0p|pw"|sk-1|sid=1|sk-2/);
  });

  it('blanks a sensitive field that holds an object, and goes no deeper than one level (as the former pino paths)', () => {
    const capture = captureLogs();
    capture.log.info({ authorization: { scheme: 'Bearer', value: 'sk-3' }, outer: { inner: { token: 'deep' } } }, 'x');
    const [line] = capture.lines();
    expect(line?.authorization).toBe('[redacted]');
    expect(line?.outer).toEqual({ inner: { token: 'deep' } });
  });

  it('never changes the object the caller logged', () => {
    const capture = captureLogs();
    const headers = { authorization: 'Bearer sk-4' };
    const logged = { token: 'x', headers };
    capture.log.info(logged, 'x');
    expect(logged).toEqual({ token: 'x', headers: { authorization: 'Bearer sk-4' } });
    expect(logged.headers).toBe(headers);
  });

  it("blanks a child logger's bindings", () => {
    const capture = captureLogs();
    capture.log.child({ reqId: 'r1', token: 'child-secret', upstream: { apiKey: 'sk-5' } }).info('hello');
    const [line] = capture.lines();
    expect(line).toMatchObject({ reqId: 'r1', token: '[redacted]', upstream: { apiKey: '[redacted]' }, msg: 'hello' });
    expect(capture.text()).not.toMatch(/child-secret|sk-5/);
  });

  it('blanks objects interpolated into the message', () => {
    const capture = captureLogs();
    capture.log.info('config %j', { apiKey: 'sk-6', model: 'm' });
    capture.log.info({ route: '/x' }, 'headers %o', { authorization: 'Bearer sk-7' });
    expect(capture.text()).not.toMatch(/sk-6|sk-7/);
    expect(capture.lines().map((l) => l.msg)).toEqual(['config {"apiKey":"[redacted]","model":"m"}', 'headers {"authorization":"[redacted]"}']);
  });

  it("keeps a logged Error an Error (pino's err serializer still gives its type, message and stack) and blanks its sensitive properties", () => {
    const capture = captureLogs();
    const error = Object.assign(new TypeError('boom'), { token: 'err-secret', code: 'E1' });
    capture.log.error({ err: error }, 'failed');
    capture.log.error(error);
    for (const line of capture.lines()) {
      expect(line.err).toMatchObject({ type: 'TypeError', message: 'boom', code: 'E1', token: '[redacted]' });
      expect(String((line.err as { stack: string }).stack)).toContain('TypeError: boom');
    }
    expect(capture.text()).not.toContain('err-secret');
    expect(error.token).toBe('err-secret');
  });

  it('returns the very object when there is nothing to blank (no copy on the hot path)', () => {
    const line = { reqId: 'r', route: '/api/generate', status: 200, generation: { tool: 'x', outcome: 'done' } };
    expect(redactFields(line)).toBe(line);
  });
});
