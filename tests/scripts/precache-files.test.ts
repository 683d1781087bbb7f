import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFileOf, precacheFiles, precacheUrl } from '../../scripts/lib/precache-files.ts';

describe('the service worker’s precache list', () => {
  it('keeps a page under its address, and its data file as React Router asks for it', () => {
    expect(precacheUrl('history/index.html')).toBe('/history');
    expect(precacheUrl('es/history/index.html')).toBe('/es/history');
    expect(precacheUrl('index.html')).toBe('/');
    expect(precacheUrl('assets/x-1.js')).toBe('/assets/x-1.js');
    expect(dataFileOf('/history')).toBe('history.data');
    expect(dataFileOf('/')).toBe('_.data');
    expect(dataFileOf('/es/')).toBe('es/_.data');
  });

  it('lists each page, its data file and every hashed file its HTML names, once', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-'));
    fs.mkdirSync(path.join(root, 'history'));
    const html = '<link rel="stylesheet" href="/assets/root-A1.css#"/><link rel="modulepreload" href="/assets/entry.client-B2.js"/><script>load(["/assets/route-C3.js","/assets/entry.client-B2.js"])</script>';
    fs.writeFileSync(path.join(root, 'history', 'index.html'), html);
    fs.writeFileSync(path.join(root, 'history.data'), '[]');
    expect(precacheFiles(root, ['/history']).sort()).toEqual(['assets/entry.client-B2.js', 'assets/root-A1.css', 'assets/route-C3.js', 'history.data', 'history/index.html']);
    expect(() => precacheFiles(root, ['/nowhere'])).toThrow(/no prerendered page/);
  });
});
