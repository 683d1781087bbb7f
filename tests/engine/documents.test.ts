import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeTextFile } from '../../engine/documents/decode-text.ts';
import { detectDocumentType, extensionOf, HEAD_BYTES, sizeProblem } from '../../engine/documents/detect-type.ts';
import { MAX_DOCUMENT_BYTES } from '../../engine/documents/document-limits.ts';
import { problemMessageKey, problemOfPdfError, summaryMessageKey, type DocumentProblem } from '../../engine/documents/document-problems.ts';
import { normaliseExtractedText } from '../../engine/documents/normalise-text.ts';
import { DOCUMENT_SEPARATOR, firstCharacters, placeDocumentText, placeFirstCharacters, roomLeft } from '../../engine/documents/place-text.ts';
import { hasUnsafeCharacters } from '../../engine/validation/clean-text.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0];
const EXE = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0];

describe('detectDocumentType', () => {
  it('takes each format whose bytes match its extension, whatever the case of the name', () => {
    expect(detectDocumentType('report.PDF', bytes('%PDF-1.7\n%âãÏÓ\n'))).toEqual({ kind: 'pdf' });
    expect(detectDocumentType('letter.docx', bytes(ZIP))).toEqual({ kind: 'docx' });
    expect(detectDocumentType('notes.txt', bytes('Hello\nworld'))).toEqual({ kind: 'txt' });
    expect(detectDocumentType('README.md', bytes('# Title\n\nText'))).toEqual({ kind: 'md' });
  });

  it('finds a PDF header after junk within the first 1,024 bytes, not after', () => {
    expect(detectDocumentType('a.pdf', bytes('x'.repeat(500), '%PDF-1.4'))).toEqual({ kind: 'pdf' });
    expect(detectDocumentType('a.pdf', bytes('x'.repeat(HEAD_BYTES), '%PDF-1.4'))).toEqual({ problem: 'corrupt' });
  });

  it('calls another known format under a document extension the wrong type', () => {
    expect(detectDocumentType('photo.pdf', bytes(PNG))).toEqual({ problem: 'wrong-type' });
    expect(detectDocumentType('photo.docx', bytes(PNG))).toEqual({ problem: 'wrong-type' });
    expect(detectDocumentType('photo.txt', bytes(PNG))).toEqual({ problem: 'wrong-type' });
    expect(detectDocumentType('setup.pdf', bytes(EXE))).toEqual({ problem: 'wrong-type' });
    expect(detectDocumentType('setup.txt', bytes(EXE))).toEqual({ problem: 'wrong-type' });
    expect(detectDocumentType('paper.txt', bytes('%PDF-1.7\n'))).toEqual({ problem: 'wrong-type' });
    expect(detectDocumentType('letter.pdf', bytes(ZIP))).toEqual({ problem: 'wrong-type' });
  });

  it('refuses other extensions whatever the bytes', () => {
    for (const name of ['setup.exe', 'photo.png', 'old.doc', 'sheet.xlsx', 'noextension', '.pdf']) {
      expect(detectDocumentType(name, bytes('%PDF-1.7'))).toEqual({ problem: 'wrong-type' });
    }
  });

  it('calls a document extension with unknown bytes corrupt, and an Office compound file protected', () => {
    expect(detectDocumentType('broken.pdf', bytes('garbage'))).toEqual({ problem: 'corrupt' });
    expect(detectDocumentType('broken.docx', bytes('garbage'))).toEqual({ problem: 'corrupt' });
    expect(detectDocumentType('locked.docx', bytes(CFB))).toEqual({ problem: 'protected-word' });
  });

  it('keeps text that merely starts like a loose signature, and UTF-16 text with its NUL bytes', () => {
    expect(detectDocumentType('mz.txt', bytes('MZ is a magic number'))).toEqual({ kind: 'txt' });
    expect(detectDocumentType('utf16.txt', bytes([0xff, 0xfe, 0x48, 0, 0x69, 0]))).toEqual({ kind: 'txt' });
    expect(detectDocumentType('binary.txt', bytes('abc', [0], 'def'))).toEqual({ problem: 'wrong-type' });
  });

  it('reads extensions from the last dot only', () => {
    expect(extensionOf('a.b.PdF')).toBe('pdf');
    expect(extensionOf('archive.pdf.exe')).toBe('exe');
    expect(extensionOf('.hidden')).toBe('');
  });

  it('never accepts a name whose extension is not one of the four', () => {
    fc.assert(
      fc.property(fc.string(), fc.uint8Array({ maxLength: 64 }), (name, head) => {
        const result = detectDocumentType(name, head);
        return 'problem' in result || ['txt', 'md', 'docx', 'pdf'].includes(extensionOf(name));
      }),
    );
  });
});

describe('sizeProblem', () => {
  it('refuses an empty file and one over 10 MB, and takes exactly 10 MB', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10 * 1024 * 1024);
    expect(sizeProblem(0)).toBe('empty-file');
    expect(sizeProblem(1)).toBeNull();
    expect(sizeProblem(MAX_DOCUMENT_BYTES)).toBeNull();
    expect(sizeProblem(MAX_DOCUMENT_BYTES + 1)).toBe('too-big');
  });
});

describe('decodeTextFile', () => {
  it('reads UTF-8 with or without its byte order mark, UTF-16 by its mark, and Windows-1252 otherwise', () => {
    expect(decodeTextFile(bytes('Crème brûlée'))).toBe('Crème brûlée');
    expect(decodeTextFile(bytes([0xef, 0xbb, 0xbf], 'Hi'))).toBe('Hi');
    expect(decodeTextFile(bytes([0xff, 0xfe, 0x48, 0, 0xe9, 0]))).toBe('Hé');
    expect(decodeTextFile(bytes([0xfe, 0xff, 0, 0x48, 0, 0xe9]))).toBe('Hé');
    expect(decodeTextFile(bytes([0x43, 0x72, 0xe8, 0x6d, 0x65]))).toBe('Crème');
  });

  it('gives back any string it was given as UTF-8', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => decodeTextFile(new TextEncoder().encode(s)) === s.replace(/^\ufeff/, '')));
  });
});

describe('normaliseExtractedText', () => {
  it('makes line breaks LF, drops controls and line-end spaces, and keeps one blank line between paragraphs', () => {
    expect(normaliseExtractedText('  Title \r\n\r\n\r\n\r\nBody\ttext\t \rnext\u0007 line\u0000\n\n')).toBe('Title\n\nBody\ttext\nnext line');
  });

  it('turns a form feed and Unicode separators into paragraph breaks', () => {
    expect(normaliseExtractedText('Page one\fPage two\u2029Three\u2028Four')).toBe('Page one\n\nPage two\n\nThree\n\nFour');
  });

  it('composes characters and replaces a lone surrogate', () => {
    expect(normaliseExtractedText('Cafe\u0301 \ud800x')).toBe('Café \ufffdx');
  });

  const anyText = fc.string({ unit: fc.oneof(fc.constantFrom('\n', '\r', ' ', '\t', '\f', '\u0000', '\ud83d', '\ude00', '\u2028', 'a', 'é'), fc.string({ unit: 'binary', maxLength: 1 })) });

  it('is idempotent and leaves nothing the gateway would refuse', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = normaliseExtractedText(s);
        return normaliseExtractedText(out) === out && !hasUnsafeCharacters(out) && !out.includes('\r') && !out.includes('\n\n\n') && out === out.trim();
      }),
    );
  });
});

describe('placeDocumentText', () => {
  it('puts the file into an empty (or only blank) box as it is', () => {
    expect(placeDocumentText('', 'File text', 100)).toEqual({ kind: 'fits', value: 'File text' });
    expect(placeDocumentText(' \n ', 'File text', 100)).toEqual({ kind: 'fits', value: 'File text' });
  });

  it('appends after what was typed, after a blank line', () => {
    expect(placeDocumentText('Summarise this:\n', 'File text', 100)).toEqual({ kind: 'fits', value: 'Summarise this:\n\nFile text' });
  });

  it('offers the room left when the text is longer, and nothing when the box is full', () => {
    expect(placeDocumentText('', 'x'.repeat(120), 100)).toEqual({ kind: 'over', room: 100, length: 120 });
    expect(placeDocumentText('abc', 'x'.repeat(120), 100)).toEqual({ kind: 'over', room: 95, length: 120 });
    expect(placeDocumentText('y'.repeat(98), 'x', 100)).toEqual({ kind: 'no-room' });
    expect(roomLeft('y'.repeat(200), 100)).toBe(0);
  });

  it('uses the first characters that fit, never splitting a surrogate pair', () => {
    expect(placeFirstCharacters('', 'abcdefgh', 5)).toBe('abcde');
    expect(placeFirstCharacters('Typed', 'abcdefgh', 10)).toBe('Typed\n\nabc');
    expect(firstCharacters('ab😀cd', 3)).toBe('ab');
    expect(firstCharacters('ab😀cd', 4)).toBe('ab😀');
    expect(firstCharacters('ab cd', 3)).toBe('ab ');
  });

  it('never loses what was typed and never goes over the limit', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 200 }), (typed, added, max) => {
        const placed = placeDocumentText(typed, added, max);
        const kept = typed.trim() === '' ? '' : typed.trimEnd() + DOCUMENT_SEPARATOR;
        if (placed.kind === 'fits') return placed.value === kept + added && (placed.value.length <= max || typed.length > max);
        if (placed.kind === 'no-room') return roomLeft(typed, max) === 0;
        const value = placeFirstCharacters(typed, added, max);
        return placed.room > 0 && placed.room < added.length && value.startsWith(kept) && value.length <= max && added.startsWith(value.slice(kept.length));
      }),
    );
  });
});

describe('the messages chosen', () => {
  it('names one message per problem, each its own', () => {
    const problems: DocumentProblem[] = ['too-big', 'empty-file', 'wrong-type', 'corrupt', 'encrypted', 'protected-word', 'no-text-layer', 'no-text', 'no-room', 'read-failed'];
    const keys = problems.map(problemMessageKey);
    expect(new Set(keys).size).toBe(problems.length);
    expect(problemMessageKey('encrypted')).toBe('problemEncrypted');
  });

  it("reads a PDF parser's password failure as encrypted and any other as corrupt", () => {
    expect(problemOfPdfError('PasswordException')).toBe('encrypted');
    expect(problemOfPdfError('InvalidPDFException')).toBe('corrupt');
    expect(problemOfPdfError(undefined)).toBe('corrupt');
  });

  it('says pages only when the format has them', () => {
    expect(summaryMessageKey(3)).toBe('summaryWithPages');
    expect(summaryMessageKey(null)).toBe('summary');
  });
});
