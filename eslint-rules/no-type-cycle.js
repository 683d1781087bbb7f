// @ts-check
// import-x/no-cycle never follows `import type`: a circle made of type imports (or of type and
// value imports mixed) passes it. Circles of types still tie two modules into one unit that
// cannot be read, moved or tested alone, so this rule walks every static import and re-export,
// type-only ones included, and reports each module that sits on a circle, with the circle.
import fs from 'node:fs';
import path from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts'];

/** @type {Map<string, string[]>} file -> the local files it imports statically */
const importsOf = new Map();

/** @param {string} from @param {string} specifier */
function resolveLocal(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** @param {string} file @param {string} [text] */
function importsFrom(file, text) {
  const cached = importsOf.get(file);
  if (cached && text === undefined) return cached;
  let source = text;
  if (source === undefined) {
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {
      source = '';
    }
  }
  const found = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const target = match[1] ? resolveLocal(file, match[1]) : undefined;
    if (target && /\.(ts|tsx|js|mjs)$/.test(target)) found.push(target);
  }
  importsOf.set(file, found);
  return found;
}

/** The shortest circle back to `start` (a list of files ending with start), or undefined. */
function circleThrough(/** @type {string} */ start) {
  /** @type {Map<string, string | null>} */
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const next of importsFrom(file)) {
      if (next === start) {
        const route = [file];
        for (let p = parent.get(file); p; p = parent.get(p)) route.unshift(p);
        return [...route, start];
      }
      if (!parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid import circles, counting type-only imports too.',
    },
    schema: [],
    messages: {
      cycle: 'Import circle (type imports count): {{circle}}. Move the shared part to a module both can import.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    return {
      Program(node) {
        importsFrom(file, context.sourceCode.text); // the text being linted, not the file on disk
        const circle = circleThrough(file);
        if (!circle) return;
        const root = context.cwd;
        context.report({
          node,
          messageId: 'cycle',
          data: {
            circle: circle.map((f) => path.relative(root, f)).join(' -> '),
          },
        });
      },
    };
  },
};
