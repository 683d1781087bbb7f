import { getSchema } from '@tiptap/core';
import { Slice, type Node as PmNode } from '@tiptap/pm/model';
import { EditorState } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTrackedSlice } from '../../renderers/editor/tracked-changes/apply-tracked-edit.ts';
import { TrackedChanges } from '../../renderers/editor/tracked-changes/tracked-changes-extension.ts';
import { findChanges, resolveAll } from '../../renderers/editor/tracked-changes/tracked-commands.ts';

// A selection over several paragraphs rewritten into a different number of paragraphs is shown as
// one change (apply-tracked-edit.ts): the old range struck through, the AI's paragraphs inserted
// after it, which splits the paragraph the selection ends in. Rejecting must give the original
// paragraphs back (the split undone); accepting must give what replacing the selection would.
const schema = getSchema([StarterKit, TrackedChanges]);
const paragraph = (text: string) => schema.nodes.paragraph!.create(null, text ? schema.text(text) : null);
const docOf = (texts: string[]) => schema.nodes.doc!.create(null, texts.map(paragraph));
const blocks = (doc: PmNode) => {
  const out: string[] = [];
  doc.forEach((b) => out.push(b.textContent));
  return out;
};

/** Position of character `offset` of paragraph `index` (1 is the first paragraph's first character). */
function posIn(doc: PmNode, index: number, offset: number): number {
  let pos = 0;
  for (let i = 0; i < index; i++) pos += doc.child(i).nodeSize;
  return pos + 1 + offset;
}

function rewrite(texts: string[], start: [number, number], end: [number, number], answer: string[]): EditorState {
  const state = EditorState.create({ schema, doc: docOf(texts) });
  const tr = state.tr;
  const from = posIn(state.doc, ...start);
  const to = posIn(state.doc, ...end);
  const content = docOf(answer).content;
  applyTrackedSlice(tr, from, to, new Slice(content, 1, 1));
  return state.apply(tr);
}

/** What replacing the selection with the answer's paragraphs directly gives (the accepted text). */
function replaced(texts: string[], start: [number, number], end: [number, number], answer: string[]): string[] {
  const state = EditorState.create({ schema, doc: docOf(texts) });
  return blocks(state.apply(state.tr.replace(posIn(state.doc, ...start), posIn(state.doc, ...end), new Slice(docOf(answer).content, 1, 1))).doc);
}

describe('tracked changes: a rewrite with a different paragraph count', () => {
  it('reject gives back the paragraphs as they were, with no split in the last one', () => {
    const texts = ['First one here.', 'Second one.', 'Third one goes on.'];
    const state = rewrite(texts, [0, 6], [2, 9], ['New A.', 'New B.']);
    expect(findChanges(state.doc)).toHaveLength(1);
    expect(blocks(state.apply(resolveAll(state, 'reject')).doc)).toEqual(texts);
  });

  it('accept gives what replacing the selection with the answer gives', () => {
    const texts = ['First one here.', 'Second one.', 'Third one goes on.'];
    const state = rewrite(texts, [0, 6], [2, 9], ['New A.', 'New B.']);
    expect(blocks(state.apply(resolveAll(state, 'accept')).doc)).toEqual(replaced(texts, [0, 6], [2, 9], ['New A.', 'New B.']));
  });

  it('for any selection across paragraphs and any answer of another paragraph count', () => {
    const word = fc.constantFrom('alpha ', 'beta ', 'gamma ', 'delta.');
    const text = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(''));
    const input = fc
      .record({ texts: fc.array(text, { minLength: 2, maxLength: 5 }), answer: fc.array(text, { minLength: 1, maxLength: 4 }), a: fc.nat(), b: fc.nat(), c: fc.nat(), d: fc.nat() })
      .map(({ texts, answer, a, b, c, d }) => {
        const first = a % (texts.length - 1);
        const last = first + 1 + (b % (texts.length - first - 1));
        return { texts, answer, start: [first, c % (texts[first]!.length + 1)] as [number, number], end: [last, d % (texts[last]!.length + 1)] as [number, number] };
      })
      .filter(({ texts, answer, start, end }) => answer.length !== end[0] - start[0] + 1 && texts.length > 0);
    fc.assert(
      fc.property(input, ({ texts, answer, start, end }) => {
        const state = rewrite(texts, start, end, answer);
        expect(blocks(state.apply(resolveAll(state, 'reject')).doc)).toEqual(texts);
        // Accepted, the text is the replaced one; where the selection ended at a paragraph's very start
        // (no struck text there to join across) the boundary it crossed stays, so only the words are compared.
        expect(blocks(state.apply(resolveAll(state, 'accept')).doc).join('')).toEqual(replaced(texts, start, end, answer).join(''));
      }),
    );
  });
});
