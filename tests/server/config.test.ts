import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from '../../server/config.ts';
import { checkEnv, ENV_SCHEMA } from '../../server/ops/env-schema.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('config schema', () => {
  it('lists every wrong variable at once, each named with a good example', () => {
    let error: unknown;
    try {
      readServerConfig({ PORT: 'eighty', AI_BASE_URL: 'ftp://x', LOG_FORMAT: 'xml', SHUTDOWN_GRACE_MS: '-5', REDIS_URL: 'localhost:6379', SEARCH_PROVIDER: 'serpapi' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.name).sort()).toEqual(['AI_BASE_URL', 'LOG_FORMAT', 'PORT', 'REDIS_URL', 'SERPAPI_KEY', 'SHUTDOWN_GRACE_MS']);
    const message = (error as Error).message;
    expect(message).toContain('PORT must be a whole number, got "eighty" (for example PORT=3000)');
    expect(message).toContain('LOG_FORMAT must be json or pretty');
    expect(message).toContain('SERPAPI_KEY is needed when SEARCH_PROVIDER=serpapi (for example SERPAPI_KEY=');
  });

  it('never echoes a secret value back', () => {
    expect(() => readServerConfig({ REDIS_URL: 'http://user:hunter2@redis' })).toThrow(ConfigError);
    try {
      readServerConfig({ REDIS_URL: 'http://user:hunter2@redis', METRICS_TOKEN: 'short' });
    } catch (e) {
      expect((e as Error).message).not.toContain('hunter2');
      expect((e as Error).message).not.toContain('short"');
    }
  });

  it('keeps the defaults and reads the new operations and issue-13 settings', () => {
    const config = readServerConfig({
      ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      HSTS_MAX_AGE: '600',
      AI_BASE_URL: 'https://main.example/v1/',
      AI_MODEL: 'm',
      AI_FALLBACK_BASE_URL: 'https://fallback.example/v1',
      ADMIN_TOKEN: 'x'.repeat(20),
      METRICS_PORT: '9464',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      hstsMaxAgeSeconds: 600,
      adminToken: 'x'.repeat(20),
      aiFallback: { baseUrl: 'https://fallback.example/v1', model: 'm' },
      ai: { baseUrl: 'https://main.example/v1', model: 'm', editorModel: 'm' },
      logLevel: 'info',
      logFormat: 'json',
      metricsPort: 9464,
      metricsToken: undefined,
      shutdownGraceMs: 30_000,
      rateLimitPerMinute: 30,
      redisKeyPrefix: 'aiwt:',
    });
    expect(readServerConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
  });

  it('reports unknown variables with the site prefixes, and only those', () => {
    expect(checkEnv({ AI_MODLE: 'x', LOG_LEVL: 'debug', HOME: '/root', NODE_ENV: 'production', AI_MODEL: 'y' }).unknown).toEqual(['AI_MODLE', 'LOG_LEVL']);
  });

  it('.env.example lists exactly the schema variables, and its values pass the schema', () => {
    const text = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    const entries = [...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => ({ name: m[1]!, value: m[2]!, active: !m[0].startsWith('#') }));
    expect([...new Set(entries.map((e) => e.name))].sort()).toEqual(Object.keys(ENV_SCHEMA).sort());
    const active = Object.fromEntries(entries.filter((e) => e.active && e.value !== '').map((e) => [e.name, e.value]));
    expect(checkEnv(active).problems).toEqual([]);
  });

  it('a gateway started with bad settings prints every problem and exits with code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/gateway-process.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: '99999', LOG_LEVEL: 'loud', AI_TIMEOUT_MS: 'soon' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Configuration has 3 problems');
    for (const name of ['PORT', 'LOG_LEVEL', 'AI_TIMEOUT_MS']) expect(result.stderr).toContain(`- ${name} `);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });
});
