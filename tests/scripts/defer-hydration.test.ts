import { describe, expect, it } from 'vitest';
import { deferHydration } from '../../scripts/lib/defer-hydration.ts';

// The shape React Router 7 writes for a prerendered page (head preloads, async module script).
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/faq-4.js"/>',
  '<link rel="stylesheet" href="/assets/root-5.css"/></head><body><h1>FAQ</h1>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\nimport * as route1_clientLoader from "/assets/faq-loader-6.js";\nimport * as route1_main from "/assets/faq-4.js";\nconst route1 = {...route1_clientLoader,...route1_main};\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};\n\nimport("/assets/entry.client-2.js");</script>',
  '</body></html>',
].join('');

describe('deferHydration', () => {
  const { html, modules } = deferHydration(page);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('leaves the stylesheet as the only request in the head', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-5.css"/>');
    expect(modules).toEqual(['/assets/manifest-1.js', '/assets/entry.client-2.js', '/assets/root-3.js', '/assets/faq-4.js']);
  });

  it('imports the same modules, under the same names, only after the first paint', () => {
    expect(script).not.toMatch(/^import /m);
    const waitAt = script.indexOf("observe({ type: 'paint', buffered: true })");
    const importAt = script.indexOf('await import(');
    expect(waitAt).toBeGreaterThan(0);
    expect(importAt).toBeGreaterThan(waitAt);
    expect(script).toContain('const route1 = {...route1_clientLoader,...route1_main};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-2.js");')).toBe(true);
    expect(script).toContain(JSON.stringify(modules));
  });

  it('imports the route modules one at a time, a task apart, in their order', () => {
    const steps = [...script.matchAll(/^const (\w+) = await import\(("[^"]+")\);\nawait __nextTask\(\);$/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(steps).toEqual([
      '_sideEffect0 "/assets/manifest-1.js"',
      'route0 "/assets/root-3.js"',
      'route1_clientLoader "/assets/faq-loader-6.js"',
      'route1_main "/assets/faq-4.js"',
    ]);
  });

  it('adds the modulepreload links a few per task', () => {
    expect(script).toMatch(/for \(let i = 0; i < __preloads\.length; i \+= 5\) \{\n.*__preloads\.slice\(i, i \+ 5\).*\n {2}await __nextTask\(\);\n\}/);
  });

  it('runs: preload links in batches of five, then each import in its own task', async () => {
    const log: string[] = [];
    const head = { append: (link: { href: string }) => log.push(`preload ${link.href}`) };
    const document = { head, createElement: () => ({ rel: '', href: '' }) };
    let tasks = 0;
    const setTimeout = (go: () => void) => {
      tasks += 1;
      log.push(`task ${tasks}`);
      queueMicrotask(go);
    };
    const PerformanceObserver = class {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe() {
        this.callback({}, { disconnect: () => undefined });
      }
    };
    const window: Record<string, unknown> = {};
    const importer = (url: string) => {
      log.push(`import ${url}`);
      return Promise.resolve({ url });
    };
    // The module body with import() made a parameter, and the browser's globals stubbed.
    const body = script.replace(/\bimport\(/g, '__import(');
    const run = new Function('document', 'setTimeout', 'PerformanceObserver', 'window', '__import', 'globalThis', `return (async () => {\n${body}\n})();`);
    await run(document, setTimeout, PerformanceObserver, window, importer, {});
    const preloads = log.filter((l) => l.startsWith('preload')).length;
    expect(preloads).toBe(modules.length);
    // Never more than five preloads, nor more than one import, between two tasks.
    const runs = log.join('\n').split(/task \d+/).map((chunk) => chunk.trim().split('\n').filter(Boolean));
    for (const chunk of runs) {
      expect(chunk.filter((l) => l.startsWith('preload')).length).toBeLessThanOrEqual(5);
      expect(chunk.filter((l) => l.startsWith('import')).length).toBeLessThanOrEqual(1);
    }
    expect(log.filter((l) => l.startsWith('import'))).toEqual([
      'import /assets/manifest-1.js',
      'import /assets/root-3.js',
      'import /assets/faq-loader-6.js',
      'import /assets/faq-4.js',
      'import /assets/entry.client-2.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root-3.js' }, 'routes/faq': { url: '/assets/faq-4.js' } });
  });

  it('is valid JavaScript for a module', () => {
    // Top-level await is only valid in a module body: wrap it in an async function to parse it.
    expect(() => new Function(`return (async () => {\n${script}\n});`)).not.toThrow();
  });

  it('refuses a page it does not recognise instead of half-rewriting it', () => {
    expect(() => deferHydration('<html><body><p>hand written</p></body></html>')).toThrow(/not a page React Router prerendered/);
    expect(() => deferHydration(page.replace(/import "\/assets\/manifest-1.js";\nimport \* as route0 from "\/assets\/root-3.js";\nimport \* as route1_clientLoader from "\/assets\/faq-loader-6.js";\nimport \* as route1_main from "\/assets\/faq-4.js";/, ''))).toThrow(/no static imports/);
  });
});
