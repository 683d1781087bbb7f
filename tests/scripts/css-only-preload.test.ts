import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssOnlyPreloadCode } from '../../scripts/vite/css-only-preload.ts';

type Preload = (load: () => Promise<string>, deps?: string[]) => Promise<string>;

interface FakeLink {
  rel?: string;
  href?: string;
  onload?: () => void;
  onerror?: () => void;
}

/** A document with the given stylesheets already linked; appended links are recorded, not loaded. */
function fakeDocument(linked: string[]) {
  const appended: FakeLink[] = [];
  const document = {
    querySelector: (selector: string) => (linked.some((href) => selector.includes(`[href="${href}"]`)) ? {} : null),
    createElement: () => ({}) as FakeLink,
    head: { appendChild: (link: FakeLink) => appended.push(link) },
  };
  vi.stubGlobal('document', document);
  return appended;
}

let counter = 0;
async function loadHelper(base = '/'): Promise<Preload> {
  // A fresh module each time: the helper remembers the stylesheets it has loaded.
  const file = path.join(os.tmpdir(), `css-only-preload-${process.pid}-${counter++}.mjs`);
  fs.writeFileSync(file, cssOnlyPreloadCode(base));
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { __vitePreload: Preload };
  fs.rmSync(file);
  return module.__vitePreload;
}

afterEach(() => vi.unstubAllGlobals());

describe('the CSS-only preload helper', () => {
  it('imports at once when the chunk has no stylesheet or only ones already on the page', async () => {
    const appended = fakeDocument(['/assets/root.css']);
    const preload = await loadHelper();
    await expect(preload(() => Promise.resolve('module'))).resolves.toBe('module');
    await expect(preload(() => Promise.resolve('module'), ['assets/root.css', 'assets/other.js'])).resolves.toBe('module');
    expect(appended).toHaveLength(0);
  });

  it('links a new stylesheet under the base path and imports only once it has loaded', async () => {
    const appended = fakeDocument([]);
    const preload = await loadHelper('/app/');
    const load = vi.fn(() => Promise.resolve('module'));
    const result = preload(load, ['assets/admin.css']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(appended).toEqual([expect.objectContaining({ rel: 'stylesheet', href: '/app/assets/admin.css' })]);
    appended[0]?.onload?.();
    await expect(result).resolves.toBe('module');
    // Loaded once: a second import of the chunk adds no second link.
    await preload(load, ['assets/admin.css']);
    expect(appended).toHaveLength(1);
  });

  it('rejects when a stylesheet fails, and tries it again next time', async () => {
    const appended = fakeDocument([]);
    const preload = await loadHelper();
    const load = vi.fn(() => Promise.resolve('module'));
    const first = preload(load, ['assets/admin.css']);
    appended[0]?.onerror?.();
    await expect(first).rejects.toThrow('Unable to preload CSS for /assets/admin.css');
    expect(load).not.toHaveBeenCalled();
    const second = preload(load, ['assets/admin.css']);
    expect(appended).toHaveLength(2);
    appended[1]?.onload?.();
    await expect(second).resolves.toBe('module');
  });
});
