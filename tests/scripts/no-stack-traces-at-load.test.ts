// The build's patches of two dependencies (scripts/vite/no-stack-traces-at-load.ts): each still finds
// its text in the installed package, the patched modules still work, and a patch whose text is gone
// stops the build by name.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyPatch, PATCHES, type SourcePatch } from '../../scripts/vite/no-stack-traces-at-load.ts';

const root = path.resolve(import.meta.dirname, '../..');
const reactDomClient = path.join(root, 'node_modules/react-dom/cjs/react-dom-client.production.js');
const prosemirrorModel = path.join(root, 'node_modules/prosemirror-model/dist/index.js');

function patchFor(file: string): SourcePatch {
  const patch = PATCHES.find((p) => p.module.test(file));
  if (!patch) throw new Error(`no patch for ${file}`);
  return patch;
}

describe('the patch of React DOM', () => {
  const patched = applyPatch(patchFor(reactDomClient), fs.readFileSync(reactDomClient, 'utf8'), reactDomClient);

  it('makes every sentinel without a stack, keeps "use strict" first, and React DOM still loads', () => {
    expect(patched).not.toMatch(/(Exception) = Error\(formatProdErrorMessage\(/);
    expect(patched.match(/= stacklessSentinel\$\(formatProdErrorMessage\(\d+\)\)/g)).toHaveLength(5);
    expect(patched.replace(/^(\s*\/\*[\s\S]*?\*\/)*\s*/, '').startsWith('"use strict";')).toBe(true);

    const module = { exports: {} as Record<string, unknown> };
    const load = new Function('exports', 'require', 'module', patched) as (e: unknown, r: NodeJS.Require, m: unknown) => void;
    load(module.exports, createRequire(reactDomClient), module);
    expect(typeof module.exports.hydrateRoot).toBe('function');
  });

  it('makes sentinels that are Errors by prototype, with their message and no recorded stack', () => {
    const sentinels = ['SuspenseException', 'SelectiveHydrationException'];
    const code = `function formatProdErrorMessage(code) { return "Minified React error #" + code; }
${patched.match(/function stacklessSentinel\$[^\n]*/)?.[0]}
return [stacklessSentinel$(formatProdErrorMessage(460)), stacklessSentinel$(formatProdErrorMessage(461))];`;
    const made = (new Function(code) as () => Error[])();
    expect(made).toHaveLength(sentinels.length);
    for (const sentinel of made) {
      expect(sentinel).toBeInstanceOf(Error);
      expect(sentinel.message).toMatch(/^Minified React error #46[01]$/);
      expect(Object.prototype.hasOwnProperty.call(sentinel, 'stack')).toBe(false);
    }
  });
});

describe('the patch of ProseMirror', () => {
  it('interns sliced strings without reading a stack trace first', () => {
    const patched = applyPatch(patchFor(prosemirrorModel), fs.readFileSync(prosemirrorModel, 'utf8'), prosemirrorModel);
    const hack = patched.match(/const v8InternHack = \(\(\) => \{[\s\S]*?\n\}\)\(\);/)?.[0];
    expect(hack).toBeDefined();
    expect(hack).not.toContain('Error');
    const intern = (new Function(`${hack}\nreturn v8InternHack;`) as () => (s: string) => string)();
    expect(intern('a slice')).toBe('a slice');
  });
});

describe('applyPatch', () => {
  it('stops the build naming each text it no longer finds exactly once', () => {
    const patch: SourcePatch = { module: /x\.js$/, replacements: [['one', '1'], ['two', '2'], ['three', '3']] };
    expect(applyPatch(patch, 'one two three', 'x.js')).toBe('1 2 3');
    expect(() => applyPatch(patch, 'one one three', 'x.js')).toThrow(/x\.js no longer has "one", "two"/);
  });
});
