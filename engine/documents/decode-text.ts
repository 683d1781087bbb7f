// A .txt or .md file's bytes as text. UTF-8 is the default of both (RFC 7763 for Markdown); a
// byte order mark says UTF-16 (Notepad's "Unicode"); bytes that are not valid UTF-8 are read as
// Windows-1252, the code page older Windows editors save Western text in, rather than shown as
// replacement characters.

const BOMS: ReadonlyArray<[string, readonly number[]]> = [
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];

function encodingByBom(bytes: Uint8Array): string | null {
  for (const [encoding, bom] of BOMS) if (bom.every((b, i) => bytes[i] === b)) return encoding;
  return null;
}

/** The text the bytes hold (without a byte order mark). */
export function decodeTextFile(bytes: Uint8Array): string {
  const byBom = encodingByBom(bytes);
  if (byBom) return new TextDecoder(byBom).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
