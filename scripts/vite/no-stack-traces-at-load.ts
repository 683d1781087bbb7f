// Two dependencies make a stack trace while their module loads, and a stack trace made in a module's
// top-level code costs a second parse of that whole module: V8 compiles without source positions
// and, to give the trace its line numbers, parses again every function on the stack (the module's
// top-level code is one of them, a whole chunk). These patches keep the behaviour and drop the trace.
//   React DOM makes five Error objects as it loads: sentinels it throws and catches within its own
//   code (to suspend a render, to restart hydration), compared by identity; nobody reads their
//   stacks. With DevTools attached (Lighthouse, PageSpeed Insights, a performance trace), Chromium
//   records a detailed stack trace for every Error made: 40 of the entry chunk's 46 ms of
//   evaluation on this machine, in the longest task of every page as Lighthouse measures it.
//   ProseMirror reads `new Error().stack` to tell whether it runs on V8, to work around V8 keeping
//   big strings alive through their slices. That reparsed the whole editor engine chunk (about
//   23 ms at full speed) for every visitor. The workaround is a property lookup that costs nothing
//   on the other engines, so it now always applies.
// Each patch names the exact text it replaces, and the build stops when that text is gone (an upgrade
// changed it): the patch is then updated or removed, never silently skipped.
import type { Plugin } from 'vite';

export interface SourcePatch {
  /** The module's file, as resolved in node_modules. */
  module: RegExp;
  /** Each text to replace, found exactly once, and its replacement. */
  replacements: ReadonlyArray<readonly [from: string, to: string]>;
  /** Appended to the module (a function declaration, hoisted; the module's "use strict" stays first). */
  append?: string;
}

const REACT_DOM_SENTINELS = [
  ['HydrationMismatchException', 519],
  ['SuspenseException', 460],
  ['SuspenseyCommitException', 474],
  ['SuspenseActionException', 542],
  ['SelectiveHydrationException', 461],
] as const;

export const PATCHES: readonly SourcePatch[] = [
  {
    module: /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
    replacements: REACT_DOM_SENTINELS.map(([name, code]) => [`${name} = Error(formatProdErrorMessage(${code}))`, `${name} = stacklessSentinel$(formatProdErrorMessage(${code}))`] as const),
    // An Error to React's eyes (prototype, message), made without recording a stack.
    append: '\nfunction stacklessSentinel$(message) { var sentinel = Object.create(Error.prototype); sentinel.message = message; return sentinel; }\n',
  },
  {
    module: /[\\/]prosemirror-model[\\/]dist[\\/]index\.js$/,
    replacements: [['let { stack } = new Error("/");\n    if (!stack || !/\\n\\s*at\\s/.test(stack))\n        return s => s;\n', '']],
  },
];

/** The module's text with the patch applied; throws naming every text it did not find exactly once. */
export function applyPatch(patch: SourcePatch, code: string, id: string): string {
  let result = code;
  const missing: string[] = [];
  for (const [from, to] of patch.replacements) {
    if (result.split(from).length !== 2) missing.push(JSON.stringify(from));
    else result = result.replace(from, () => to);
  }
  if (missing.length > 0) {
    throw new Error(`${id} no longer has ${missing.join(', ')} as scripts/vite/no-stack-traces-at-load.ts expects (an upgrade?): update or remove its patch there.`);
  }
  return patch.append ? `${result}${patch.append}` : result;
}

export function noStackTracesAtLoad(): Plugin {
  return {
    name: 'no-stack-traces-at-load',
    apply: 'build',
    transform(code, id) {
      const patch = PATCHES.find((p) => p.module.test(id));
      return patch ? { code: applyPatch(patch, code, id), map: null } : null;
    },
  };
}
