import { getSchema } from '@tiptap/core';
import { EditorState, TextSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TrackedChanges } from '../../renderers/editor/tracked-changes/tracked-changes-extension.ts';
import { findChanges, hasChangesAround, neighbourChange, resolveAll, resolveChanges } from '../../renderers/editor/tracked-changes/tracked-commands.ts';

// The editor's decisions on a document carrying tracked-change marks, as apply-tracked-edit.ts leaves them.
const schema = getSchema([StarterKit, TrackedChanges]);
const ins = (id: string) => schema.marks.trackedInsert!.create({ changeId: id });
const del = (id: string) => schema.marks.trackedDelete!.create({ changeId: id });
const bold = schema.marks.bold!.create();

/** A paragraph of pieces: plain text, or a change with its removed and added words (either may be empty). */
type Piece = string | { removed: string; added: string };

function stateOf(paragraphs: Piece[][]): EditorState {
  let next = 0;
  const blocks = paragraphs.map((pieces) =>
    schema.nodes.paragraph!.create(
      null,
      pieces.flatMap((piece) => {
        if (typeof piece === 'string') return [schema.text(piece, [bold])];
        const id = `e-${++next}`;
        return [...(piece.removed ? [schema.text(piece.removed, [bold, del(id)])] : []), ...(piece.added ? [schema.text(piece.added, [bold, ins(id)])] : [])];
      }),
    ),
  );
  return EditorState.create({ schema, doc: schema.nodes.doc!.create(null, blocks) });
}

function textOf(paragraphs: Piece[][], choose: (id: string) => boolean): string[] {
  let next = 0;
  return paragraphs
    .map((pieces) => pieces.map((p) => (typeof p === 'string' ? p : choose(`e-${++next}`) ? p.added : p.removed)).join(''))
    .filter((text) => text !== '');
}

const word = fc.constantFrom('alpha ', 'beta ', 'gamma ', 'delta ');
const piece: fc.Arbitrary<Piece> = fc.oneof(word, fc.record({ removed: fc.oneof(fc.constant(''), word), added: fc.oneof(fc.constant(''), word) }));
const doc = fc.array(fc.array(piece, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 });

describe('tracked change commands', () => {
  it('accept and reject, one by one in any order, give each change its chosen side; bold is kept', () => {
    fc.assert(
      fc.property(doc, fc.infiniteStream(fc.boolean()), fc.func(fc.integer()), (paragraphs, coins, orderKey) => {
        let state = stateOf(paragraphs);
        const choices = new Map(findChanges(state.doc).map((c) => [c.id, coins.next().value as boolean]));
        for (const [id, accept] of [...choices].sort(([a], [b]) => orderKey(a) - orderKey(b))) state = state.apply(resolveChanges(state, new Set([id]), accept ? 'accept' : 'reject'));
        expect(findChanges(state.doc)).toEqual([]);
        const texts: string[] = [];
        state.doc.forEach((block) => texts.push(block.textContent));
        const expected = textOf(paragraphs, (id) => choices.get(id) ?? false);
        // A paragraph left with no text at all is removed only when its whole text was the change's going side.
        expect(texts.filter((t) => t !== '')).toEqual(expected);
        state.doc.descendants((node) => {
          if (node.isText) expect(node.marks.map((m) => m.type.name)).toEqual(['bold']);
        });
      }),
    );
  });

  it('accept all and reject all are each one transaction giving the new or the old text', () => {
    fc.assert(
      fc.property(doc, (paragraphs) => {
        const state = stateOf(paragraphs);
        const blocks = (s: EditorState) => {
          const out: string[] = [];
          s.doc.forEach((b) => out.push(b.textContent));
          return out.filter((t) => t !== '');
        };
        expect(blocks(state.apply(resolveAll(state, 'accept')))).toEqual(textOf(paragraphs, () => true));
        expect(blocks(state.apply(resolveAll(state, 'reject')))).toEqual(textOf(paragraphs, () => false));
      }),
    );
  });

  it('moves between changes in order, wrapping round, and locks the paragraphs that hold one', () => {
    const state = stateOf([['one ', { removed: 'two ', added: 'three ' }, 'four ', { removed: '', added: 'five' }], ['six']]);
    const [first, second] = findChanges(state.doc);
    const at = (pos: number) => state.apply(state.tr.setSelection(TextSelection.create(state.doc, pos)));
    expect(neighbourChange(at(1), 1)).toEqual(first);
    expect(neighbourChange(at(first!.from), 1)).toEqual(second);
    expect(neighbourChange(at(second!.from), 1)).toEqual(first);
    expect(neighbourChange(at(1), -1)).toEqual(second);
    expect(hasChangesAround(at(2))).toBe(true);
    expect(hasChangesAround(at(state.doc.content.size - 1))).toBe(false);
  });
});
