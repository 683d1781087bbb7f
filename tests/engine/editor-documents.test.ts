import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanName, createDocument, MAX_NAME_LENGTH, nextDocumentName, removeDocument, renameDocument, sortDocuments, type EditorDocument } from '../../engine/editor/versions/documents.ts';
import { goalProgress, parseGoalTarget } from '../../engine/editor/versions/writing-goal.ts';

const nameFor = (n: number) => `Document ${n}`;
const doc = (id: string, updatedAt: number, name = id): EditorDocument => ({ id, name, html: '', createdAt: 0, updatedAt });

describe('editor documents', () => {
  it('names a new document with the lowest free number', () => {
    expect(nextDocumentName([], nameFor)).toBe('Document 1');
    expect(nextDocumentName([{ name: 'Document 1' }, { name: 'Document 3' }], nameFor)).toBe('Document 2');
    expect(nextDocumentName([{ name: 'Letter' }, { name: 'Document 1' }], nameFor)).toBe('Document 2');
  });

  it('never repeats a name it proposes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 30 }), (numbers) => {
        const docs = numbers.map((n) => ({ name: nameFor(n) }));
        expect(docs.map((d) => d.name)).not.toContain(nextDocumentName(docs, nameFor));
      }),
    );
  });

  it('cleans names: collapsed spaces, trimmed, at most the maximum length', () => {
    expect(cleanName('  My   essay \n')).toBe('My essay');
    expect([...cleanName('x'.repeat(200))]).toHaveLength(MAX_NAME_LENGTH);
    expect(createDocument('  Plan ', 5, () => 0).name).toBe('Plan');
  });

  it('renames one document and ignores a blank name', () => {
    const docs = [doc('a', 1), doc('b', 2)];
    expect(renameDocument(docs, 'a', ' Notes ').map((d) => d.name)).toEqual(['Notes', 'b']);
    expect(renameDocument(docs, 'a', '   ')).toEqual(docs);
  });

  it('deletes one document and shows the most recently changed one left', () => {
    const { documents, next } = removeDocument([doc('a', 1), doc('b', 3), doc('c', 2)], 'b');
    expect(documents.map((d) => d.id)).toEqual(['c', 'a']);
    expect(next?.id).toBe('c');
    expect(removeDocument([doc('a', 1)], 'a').next).toBeNull();
  });

  it('sorts most recently changed first', () => {
    expect(sortDocuments([doc('a', 1), doc('b', 3), doc('c', 2)]).map((d) => d.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('writing goal', () => {
  it('measures progress in the goal unit, capped at 100 per cent', () => {
    expect(goalProgress({ unit: 'words', target: 200 }, { words: 50, characters: 300 })).toEqual({ current: 50, target: 200, percent: 25, reached: false });
    expect(goalProgress({ unit: 'characters', target: 100 }, { words: 5, characters: 150 })).toEqual({ current: 150, target: 100, percent: 100, reached: true });
  });

  it('keeps percent within 0 to 100 for any counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.nat(), (target, words) => {
        const p = goalProgress({ unit: 'words', target }, { words, characters: 0 });
        expect(p.percent).toBeGreaterThanOrEqual(0);
        expect(p.percent).toBeLessThanOrEqual(100);
        expect(p.reached).toBe(words >= target);
      }),
    );
  });

  it('reads a typed goal as a whole positive number', () => {
    expect(parseGoalTarget(' 500 ')).toBe(500);
    expect(parseGoalTarget('0')).toBeNull();
    expect(parseGoalTarget('2.5')).toBeNull();
    expect(parseGoalTarget('')).toBeNull();
  });
});
