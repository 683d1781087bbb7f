import { isBlank } from '../validation/clean-text.ts';

// Where a file's text goes in a box that may already hold text, and what happens when it does not
// fit. The rule: a file's text is added after what is already typed, after a blank line, and never
// replaces it; a box holding only spaces or line breaks is taken as empty. Text longer than the
// room left is not cut silently: the visitor is offered "use the first N characters", N being the
// room left (the box's whole limit when it is empty).

/** Between the text already in the box and the file's text: a blank line. */
export const DOCUMENT_SEPARATOR = '\n\n';

export type Placement =
  /** The box's new value: what was there, then the file's text. */
  | { kind: 'fits'; value: string }
  /** The file's text is longer than `room`, the characters left in the box (> 0). */
  | { kind: 'over'; room: number; length: number }
  /** Not one character of the file fits. */
  | { kind: 'no-room' };

function kept(current: string): { base: string; joiner: string } {
  if (isBlank(current)) return { base: '', joiner: '' };
  return { base: current.trimEnd(), joiner: DOCUMENT_SEPARATOR };
}

/** The characters of the file's text that still fit in a box of `maxLength` holding `current`. */
export function roomLeft(current: string, maxLength: number): number {
  const { base, joiner } = kept(current);
  return Math.max(0, maxLength - base.length - joiner.length);
}

export function placeDocumentText(current: string, added: string, maxLength: number): Placement {
  const room = roomLeft(current, maxLength);
  if (added.length <= room) {
    const { base, joiner } = kept(current);
    return { kind: 'fits', value: base + joiner + added };
  }
  return room > 0 ? { kind: 'over', room, length: added.length } : { kind: 'no-room' };
}

/**
 * The text's first `count` characters (UTF-16 code units, as a box's limit counts them), one less
 * when the cut would split a surrogate pair: exactly what the offer said, a space at the cut included.
 */
export function firstCharacters(text: string, count: number): string {
  let end = Math.max(0, Math.min(count, text.length));
  const last = text.charCodeAt(end - 1);
  if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end);
}

/** The box's new value when the visitor accepts the offer: what was there, then the first characters that fit. */
export function placeFirstCharacters(current: string, added: string, maxLength: number): string {
  const { base, joiner } = kept(current);
  return base + joiner + firstCharacters(added, roomLeft(current, maxLength));
}
