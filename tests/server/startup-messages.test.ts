// What an operator sees at start-up when something is off: a provider without its key, a port in use.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../server/config.ts';
import { isLocalUrl, providerKeyWarnings } from '../../server/ops/provider-key-warnings.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('a provider configured without its key', () => {
  it('warns, naming the variable, for a public host', () => {
    const warnings = providerKeyWarnings(readServerConfig({ AI_BASE_URL: 'https://api.mistral.ai/v1', IMAGE_BASE_URL: 'https://api.openai.com/v1', IMAGE_API_KEY: 'sk-x' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^AI_API_KEY is not set but AI_BASE_URL \(https:\/\/api\.mistral\.ai\/v1\)/);
    const fallback = providerKeyWarnings(readServerConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_FALLBACK_BASE_URL: 'https://openrouter.ai/api/v1' }));
    expect(fallback).toEqual([expect.stringMatching(/^AI_FALLBACK_API_KEY is not set/)]);
  });

  it('stays quiet for local servers, which need no key', () => {
    for (const url of ['http://127.0.0.1:11434/v1', 'http://localhost:8080/v1', 'http://[::1]:8080/v1', 'http://ollama:11434/v1', 'http://192.168.1.20:8080/v1', 'http://10.0.0.5/v1', 'http://host.docker.internal:11434/v1']) {
      expect(isLocalUrl(url), url).toBe(true);
      expect(providerKeyWarnings(readServerConfig({ AI_BASE_URL: url })), url).toEqual([]);
    }
    for (const url of ['https://api.openai.com/v1', 'https://172.32.0.1/v1', 'https://8.8.8.8/v1']) expect(isLocalUrl(url), url).toBe(false);
  });

  it('.env.example starts with the provider lines commented out: a copy keeps the clear 503 "not configured"', () => {
    const active = fs
      .readFileSync(path.join(root, '.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z]/.test(line));
    expect(active.filter((line) => /^(AI|IMAGE)_(BASE_URL|API_KEY|MODEL)=/.test(line))).toEqual([]);
    // Nor settings that would override the Docker image's or compose's own.
    expect(active.filter((line) => /^(DATA_DIR|SITE_URL)=/.test(line))).toEqual([]);
  });
});

describe('a port already in use', () => {
  it('ends start-up with one line naming the port and what to do, no stack trace', async () => {
    const holder = net.createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/gateway-process.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'port-in-use-')) },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`Port ${port} is already in use on 127.0.0.1: stop the other server, or set PORT to a free port (for example PORT=${port + 1}).`);
    } finally {
      holder.close();
    }
  }, 60_000);
});
