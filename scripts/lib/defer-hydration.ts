/**
 * Rewrites one prerendered HTML page so the app's JavaScript starts loading
 * only after the browser has painted the page.
 *
 * Why: React Router puts a `<link rel="modulepreload">` in the head for every
 * module of the page (16 to 20 files) and imports them from an async module
 * script. Over HTTP/1.1 (6 connections per origin) those requests queue ahead
 * of the stylesheet, and the page's prerendered text, which needs no
 * JavaScript to show, waits for them: Lighthouse counts every script that
 * finished loading before the Largest Contentful Paint as needed for it, so
 * its mobile LCP estimate (150 ms round trips) grew by the whole module
 * waterfall, about 1.5 s. Here the head keeps only the stylesheet, and the
 * module script first waits for the first paint, then adds the same
 * modulepreload links and imports the same modules in parallel; React Router
 * then hydrates as before.
 *
 * The loading itself is spread over short tasks: the modulepreload links go in
 * a few at a time (each request costs the main thread its share of the browser's
 * network bookkeeping: 19 at once made a task of 4 to 5 ms of CPU, 10 to 20 ms
 * on a busy 2-core machine), and the route modules are imported one after the
 * other, a task apart, so evaluating React, the route and React DOM are three
 * tasks rather than one or two long ones. The fetches still all start at once
 * (the preload links), so this costs no round trip.
 *
 * The rewrite is exact or nothing: a page whose markup is not the shape
 * React Router writes is reported, never half-rewritten.
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const ROUTE_MODULES_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
// `import "x";` or `import * as name from "x";`, one per line, as React Router writes them.
const STATIC_IMPORT = /^import (?:\* as ([\w$]+) from )?("\/assets\/[^"]+\.js");$/gm;

/**
 * Waits for the first paint (its presentation time is known once the paint
 * timing entry is delivered), then a task more, so loading starts after it.
 * A page opened in a background tab paints when shown; browsers without paint
 * timing wait a frame. The timer is a last resort: hydration never waits
 * longer than 3 s for a paint.
 */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  let started = false;
  const start = () => { if (!started) { started = true; setTimeout(go, 0); } };
  setTimeout(start, 3000);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) new PerformanceObserver((list, observer) => { observer.disconnect(); start(); }).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => start());
});`;

/** Resumes in a new task (scheduler.yield() where there is one: it goes ahead of other queued tasks). */
const NEXT_TASK = `const __nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((go) => setTimeout(go, 0)));`;
/** Modulepreload links added per task. */
const PRELOADS_PER_TASK = 5;

export interface DeferResult {
  html: string;
  /** The module URLs the page preloads (after the first paint now). */
  modules: string[];
}

/** The rewritten page, or an error naming what was not found. */
export function deferHydration(html: string): DeferResult {
  const modules = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1] as string);
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (modules.length === 0 || !script) throw new Error('no modulepreload links or no route-modules script: not a page React Router prerendered');
  const body = script[1] as string;
  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) throw new Error('the route-modules script has no static imports');
  const names = imports.map((m, i) => m[1] ?? `_sideEffect${i}`);
  const urls = imports.map((m) => m[2] as string);
  const rest = body.replace(STATIC_IMPORT, '').trim();
  const rewritten = [
    AFTER_FIRST_PAINT,
    NEXT_TASK,
    `const __preloads = ${JSON.stringify(modules)};`,
    `for (let i = 0; i < __preloads.length; i += ${PRELOADS_PER_TASK}) {`,
    `  for (const href of __preloads.slice(i, i + ${PRELOADS_PER_TASK})) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }`,
    '  await __nextTask();',
    '}',
    ...names.map((name, i) => `const ${name} = await import(${urls[i]});\nawait __nextTask();`),
    rest,
  ].join('\n');
  const withoutPreloads = html.replace(MODULEPRELOAD, '');
  return {
    html: withoutPreloads.replace(ROUTE_MODULES_SCRIPT, () => `<script type="module" async="">${rewritten}</script>`),
    modules,
  };
}
