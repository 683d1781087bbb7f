import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

// Real files for the "Add a file" tests, made by the test itself with the libraries that write
// each format: a Word document with `docx` (ECMA-376 WordprocessingML), PDFs with pdf-lib (ISO
// 32000), one of them encrypted by qpdf (AES-256, a user password, as `qpdf --encrypt user owner
// 256` writes it), and a PNG written byte by byte from RFC 2083 (signature, IHDR, IDAT, IEND).

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PNG of `size`×`size` grey pixels: 8-bit greyscale, one filter byte (0) per row. */
export function makePng(size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, adaptive filtering, no interlace
  const rows = Buffer.concat(Array.from({ length: size }, (_, y) => Buffer.from([0, ...Array.from({ length: size }, (_, x) => (x * y) % 256)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF whose pages carry `pages` as text (each string one page, one line per \n). */
export async function makeTextPdf(pages: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    text.split('\n').forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 12, font }));
  }
  return Buffer.from(await pdf.save());
}

/** A PDF of one page holding only a picture: no text layer, as a scan. */
export async function makeImagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(makePng());
  const page = pdf.addPage([595, 842]);
  page.drawImage(image, { x: 50, y: 400, width: 400, height: 400 });
  return Buffer.from(await pdf.save());
}

/** `plain` encrypted by qpdf with the user password "user": a reader asks for it before showing anything. */
export function encryptPdf(plain: Buffer): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-e2e-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), plain);
    execFileSync('qpdf', ['--encrypt', 'user', 'owner', '256', '--', path.join(dir, 'in.pdf'), path.join(dir, 'out.pdf')]);
    return fs.readFileSync(path.join(dir, 'out.pdf'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A Word document of `paragraphs`. */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })) }] });
  return Packer.toBuffer(doc);
}

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
