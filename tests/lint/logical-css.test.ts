import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssDeclarations, cssSelectors } from './css-declarations.ts';
import { physicalReason } from './physical-css.ts';

// Right-to-left pages (Arabic) lay out as the mirror of the English ones only if no stylesheet
// names a physical side: margins, insets, borders, alignment, floats, gradients and horizontal
// shifts are written in their logical form, which follows <html dir> (docs/i18n-rtl.md). A rule
// under a [dir='rtl'] selector is the mirror itself and may be physical. Never :dir(): the build's
// CSS minifier rewrites it, for older browsers, into a list of :lang() tests, which asks the
// page's language instead of its direction (an English page turned right to left would not match).

const ROOT = path.resolve(import.meta.dirname, '../..');
const CSS_FOLDERS = ['src', 'renderers', 'tools'];
const MIRROR = /\[dir=['"]?rtl['"]?\]/;

interface Allowed {
  file: string;
  property: string;
  value: string;
  /** Why physical is what is meant here. */
  reason: string;
  /** The rule, in the same file, that turns it around right to left. */
  mirroredBy?: string;
}

/** Where physical is truly meant. Each entry must still match a declaration. */
const ALLOWED: readonly Allowed[] = [
  { file: 'src/styles/result-actions.css', property: 'transform', value: 'translateX(-50%)', reason: 'centres a tooltip on its button from its start edge', mirroredBy: "[dir='rtl'] .action-label, [dir='rtl'] .action-toast" },
  { file: 'src/styles/tool-page.css', property: 'transform', value: 'translateX(1.15rem)', reason: "moves a switch's knob to its end side", mirroredBy: "[dir='rtl'] .switch:checked::after" },
  { file: 'src/styles/tool-page.css', property: 'background-position', value: '-50% 0', reason: 'the progress shine runs across the bar', mirroredBy: "[dir='rtl'] .progress-bar" },
  { file: 'src/styles/tool-page.css', property: 'background-position', value: '150% 0', reason: 'the progress shine runs across the bar', mirroredBy: "[dir='rtl'] .progress-bar" },
  { file: 'src/styles/home.css', property: '--chips-fade-towards', value: 'to right', reason: 'the jump bar fades towards its end', mirroredBy: "[dir='rtl'] .category-jump-bar ul" },
  { file: 'src/styles/home.css', property: 'transform', value: 'translate(20px, -30px)', reason: 'decorative particles drift: no side means anything' },
];

function cssFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : cssFiles(rel);
    return entry.name.endsWith('.css') ? [rel] : [];
  });
}

interface Finding {
  file: string;
  line: number;
  property: string;
  value: string;
  reason: string;
}

function findings(): Finding[] {
  return CSS_FOLDERS.flatMap(cssFiles).flatMap((file) =>
    cssDeclarations(fs.readFileSync(path.join(ROOT, file), 'utf8'))
      .filter((d) => !MIRROR.test(d.selector))
      .flatMap((d) => {
        const reason = physicalReason(d);
        return reason ? [{ file, line: d.line, property: d.property, value: d.value, reason }] : [];
      }),
  );
}

const allows = (a: Allowed, f: Finding) => a.file === f.file && a.property === f.property && a.value === f.value;

describe('stylesheets use logical properties, never a physical side', () => {
  const all = findings();

  it('has no physical left/right outside the allow-list', () => {
    const unexpected = all.filter((f) => !ALLOWED.some((a) => allows(a, f))).map((f) => `${f.file}:${f.line} ${f.property}: ${f.value} (${f.reason})`);
    expect(unexpected).toEqual([]);
  });

  it('lists only what still exists, each with its reason', () => {
    for (const a of ALLOWED) {
      expect(all.some((f) => allows(a, f)), `${a.file} ${a.property}: ${a.value}`).toBe(true);
      expect(a.reason.length).toBeGreaterThan(10);
    }
  });

  it('never uses :dir(), which the build turns into a test of the language', () => {
    const withDir = CSS_FOLDERS.flatMap(cssFiles).filter((file) => cssSelectors(fs.readFileSync(path.join(ROOT, file), 'utf8')).some((s) => s.includes(':dir(')));
    expect(withDir).toEqual([]);
  });

  it('turns every mirrored exception around in the same file', () => {
    for (const a of ALLOWED.filter((x) => x.mirroredBy)) {
      const selectors = cssSelectors(fs.readFileSync(path.join(ROOT, a.file), 'utf8'));
      expect(selectors, `${a.file} has no rule ${a.mirroredBy}`).toContain(a.mirroredBy);
    }
  });
});

describe('the physical-side check', () => {
  const flagged = (css: string) => cssDeclarations(`.x { ${css} }`).map((d) => physicalReason(d) !== null);

  it('flags physical properties, values and shifts', () => {
    const css = [
      'margin-left: 1rem;',
      'padding-right: 0;',
      'border-left: 1px solid;',
      'border-top-right-radius: 4px;',
      'left: 0;',
      'right: auto;',
      'text-align: left;',
      'float: right;',
      'padding: 0 1rem 0 0;',
      'border-radius: 4px 0 0 4px;',
      'mask-image: linear-gradient(to right, #000, transparent);',
      'background-position: right 1rem center;',
      'transform: translateX(4px);',
      'translate: 10% 0;',
      'scroll-timeline: --t x;',
    ].join('\n');
    expect(flagged(css)).toEqual(Array.from({ length: 15 }, () => true));
  });

  it('accepts logical and symmetric forms', () => {
    const css = [
      'margin-inline-start: 1rem;',
      'inset-inline: 0;',
      'border-inline-start: 1px solid;',
      'border-start-end-radius: 4px;',
      'text-align: start;',
      'float: inline-start;',
      'padding: 0 1rem;',
      'margin: 0 auto 1rem auto;',
      'border-radius: 4px;',
      'transform: translateY(12px);',
      'translate: 0 -50%;',
      'scroll-timeline: --t inline;',
      'top: 0;',
    ].join('\n');
    expect(flagged(css)).toEqual(Array.from({ length: 13 }, () => false));
  });

  it('reads a declaration in a comment as no declaration', () => {
    expect(cssDeclarations('.x { /* margin-left: 1px; */ color: red; }').map((d) => d.property)).toEqual(['color']);
  });
});
