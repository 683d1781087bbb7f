// `npm start` skips the build when the stamp matches the inputs; `npm run build` must write that
// stamp itself, or a build made by `npm test` is made again by the next `npm start`.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module (scripts run without tsx)
import { fingerprint } from '../../scripts/lib/build-fingerprint.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('the build stamp', () => {
  it('is written by the last step of npm run build', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    // The last step that builds anything: only the build clock's read-out may follow it.
    const steps = (scripts.build ?? '').split('&&').map((step) => step.trim()).filter((step) => !step.startsWith('node scripts/build-clock.mjs'));
    expect(steps.at(-1)).toBe('node scripts/write-build-stamp.mjs');
    expect(fs.readFileSync(path.join(root, 'scripts/write-build-stamp.mjs'), 'utf8')).toContain('writeStamp()');
  });

  it('changes with the SITE_* settings the build bakes in, and only then', () => {
    const before = (fingerprint as () => string)();
    expect((fingerprint as () => string)()).toBe(before);
    process.env.SITE_URL_STAMP_TEST = 'https://a.example';
    try {
      expect((fingerprint as () => string)()).not.toBe(before);
    } finally {
      delete process.env.SITE_URL_STAMP_TEST;
    }
  });
});
