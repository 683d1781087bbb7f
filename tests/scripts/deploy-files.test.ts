// The shipped deployment, checked by reading it: compose.yaml against the Compose Specification's
// schema, deploy/haproxy.cfg by haproxy itself, and the points an operator's first deploy hit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module (CI runs it with node alone)
import { composeProblems } from '../../scripts/check-compose.mjs';
import { findHaproxy } from '../support/scale-out/haproxy.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const problems = composeProblems as (text: string) => string[];
const haproxy = findHaproxy();

describe('compose.yaml', () => {
  it("matches the Compose Specification's schema", () => {
    expect(problems(read('compose.yaml'))).toEqual([]);
  });

  it('fails the schema check on a misspelt key', () => {
    expect(problems(read('compose.yaml').replace('stop_grace_period:', 'stop_grace_periods:'))).not.toEqual([]);
  });

  it('builds with SITE_URL only, and its default is the port HAProxy serves', () => {
    const compose = read('compose.yaml');
    expect(compose).toContain('SITE_URL: ${SITE_URL:-http://localhost:8080}');
    expect(compose).toMatch(/- "8080:8080"/);
    const dockerfile = read('Dockerfile');
    expect([...dockerfile.matchAll(/^ARG (\w+)/gm)].map((m) => m[1])).toEqual(['SITE_URL']);
    expect(dockerfile).not.toContain('example.com\n');
    expect(dockerfile).not.toMatch(/support@/);
  });

  it('runs Node 22 LTS in the image, with a writable data folder', () => {
    const dockerfile = read('Dockerfile');
    expect([...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1])).toEqual(['node:22-slim', 'node:22-slim', 'node:22-slim']);
    expect(dockerfile).toMatch(/chown node:node \/data && ln -s \/data \/app\/data/);
  });

  it('has a monitoring profile running Prometheus and Grafana on the shipped configuration', () => {
    const compose = read('compose.yaml');
    expect(compose).toContain('./deploy/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    expect(compose).toContain('./deploy/grafana-dashboard.json:/var/lib/grafana/dashboards/');
    expect(compose.match(/profiles: \[monitoring\]/g)).toHaveLength(2);
    expect(read('deploy/grafana/provisioning/dashboards/ai-writing-tools.yml')).toContain('path: /var/lib/grafana/dashboards');
    expect(read('deploy/grafana/provisioning/datasources/prometheus.yml')).toContain('url: http://prometheus:9090');
  });
});

describe('deploy/haproxy.cfg', () => {
  it('retries only when a replica could not take the request, never on a status', () => {
    const cfg = read('deploy/haproxy.cfg');
    const retryOn = cfg.match(/^\s*retry-on (.+)$/m)?.[1]?.trim();
    expect(retryOn).toBe('conn-failure empty-response');
    expect(cfg).toMatch(/http-request set-header X-Retry-If-Draining 1/);
    expect(cfg).toMatch(/option httpchk GET \/api\/ready/);
    expect(cfg).toMatch(/monitor-uri \/haproxy\/health/);
  });

  it.skipIf(!haproxy)(`is valid for haproxy -c${haproxy ? '' : ' (skipped: haproxy is missing; sudo apt-get install haproxy)'}`, () => {
    const result = spawnSync(haproxy!, ['-c', '-f', path.join(root, 'deploy/haproxy.cfg')], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });
});
