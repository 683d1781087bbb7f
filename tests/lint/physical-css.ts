import type { CssDeclaration } from './css-declarations.ts';

// What in a declaration assumes the page reads left to right. The logical forms (margin-inline-start,
// inset-inline-end, text-align: start, float: inline-start…) follow <html dir> instead.

const PHYSICAL_PROPERTY = /^(?:(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)(?:-.+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)$/;
const SIDE_VALUED = new Set(['text-align', 'text-align-last', 'float', 'clear', 'caption-side']);
const FOUR_SIDED = new Set(['margin', 'padding', 'inset', 'border-width', 'border-style', 'border-color', 'scroll-margin', 'scroll-padding']);

/** A value's top-level words: spaces inside parentheses do not split. */
function words(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ' ' && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

/** True when a border-radius rounds a left corner unlike its right twin. */
function lopsidedRadius(value: string): boolean {
  return value.split('/').some((part) => {
    const w = words(part.trim());
    const [tl, tr = tl, br = tl, bl = tr] = w;
    return tl !== tr || br !== bl;
  });
}

const isZero = (word: string | undefined) => word === undefined || /^[-+]?0(?:\.0*)?[a-z%]*$/.test(word);

/** The horizontal shift of a transform or translate, if it is not zero. */
function horizontalShift(property: string, value: string): boolean {
  if (property === 'translate') return !isZero(words(value)[0]);
  if (!/transform/.test(property)) return false;
  for (const m of value.matchAll(/\b(translateX|translate|translate3d|scaleX)\(([^)]*)\)/g)) {
    const first = (m[2] ?? '').split(',')[0]?.trim();
    if (m[1] === 'scaleX' ? first !== '1' : !isZero(first)) return true;
  }
  return false;
}

/** Why a declaration is physical (left/right), or null when it follows the writing direction. */
export function physicalReason(d: Pick<CssDeclaration, 'property' | 'value'>): string | null {
  const { property, value } = d;
  if (PHYSICAL_PROPERTY.test(property)) return `${property} is a physical side: use its inline-start/end form`;
  if (SIDE_VALUED.has(property) && /^(?:left|right)\b/.test(value)) return `${property}: ${value} names a side: use start/end (inline-start/end)`;
  if (FOUR_SIDED.has(property)) {
    const w = words(value);
    if (w.length === 4 && w[1] !== w[3]) return `${property} with a different right and left: use -block and -inline longhands`;
  }
  if (property === 'border-radius' && lopsidedRadius(value)) return 'border-radius differs left and right: use border-start-start-radius and the like';
  if (/\bto (?:left|right)\b|\b(?:left|right) (?:top|bottom|center)\b/.test(value) && /gradient|mask|background|^--/.test(`${property} ${value}`)) return 'a gradient or mask runs towards a physical side';
  if (/^(?:background|mask)(?:-position(?:-x)?)?$/.test(property) && /\b(?:left|right)\b/.test(value)) return `${property} names a physical side`;
  if (property === 'background-position' || property === 'background-position-x') {
    const x = words(value)[0];
    if (x !== 'center' && x !== '50%') return `${property} places along the physical x axis`;
  }
  if (/^(?:scroll|view)-timeline(?:-axis)?$/.test(property) && /(?:^|\s)x(?:\s|$)/.test(value)) return 'a timeline on the x axis: use inline';
  if (horizontalShift(property, value)) return 'a horizontal shift or flip: right to left it must go the other way';
  return null;
}
