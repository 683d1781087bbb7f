// Which kept versions of one editor document to drop so the rest fits the cap. Pure: the
// IndexedDB store (renderers/editor/versions/editor-db.ts) applies the answer.

/** What the cap policy reads of a version. */
export interface VersionSize {
  id: string;
  /** Milliseconds since the epoch; ties are broken by id. */
  createdAt: number;
  /** Given by the visitor ("Save version" with a name); unnamed ones are the automatic ones. */
  name?: string;
  /** Its UTF-8 size as stored. */
  bytes: number;
}

export interface VersionCap {
  count: number;
  bytes: number;
}

/** Per document: docs/text-editor.md and the page state it. */
export const VERSION_CAP: VersionCap = { count: 50, bytes: 5 * 1024 * 1024 };

const oldestFirst = (a: VersionSize, b: VersionSize) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const isNamed = (v: VersionSize) => (v.name ?? '').trim() !== '';

/**
 * The ids to delete, in the order they go: the oldest unnamed version first, one at a time, until
 * at most `cap.count` versions and `cap.bytes` bytes are left; a named version goes only once no
 * unnamed one is left to drop (oldest named first). Nothing is dropped when the versions fit.
 */
export function versionsToDrop(versions: readonly VersionSize[], cap: VersionCap = VERSION_CAP): string[] {
  const sorted = [...versions].sort(oldestFirst);
  const order = [...sorted.filter((v) => !isNamed(v)), ...sorted.filter(isNamed)];
  let count = versions.length;
  let bytes = versions.reduce((sum, v) => sum + v.bytes, 0);
  const drop: string[] = [];
  for (const v of order) {
    if (count <= cap.count && bytes <= cap.bytes) break;
    drop.push(v.id);
    count -= 1;
    bytes -= v.bytes;
  }
  return drop;
}

/** UTF-8 size of a record as stored (its JSON), the unit of the byte cap. */
export function storedBytes(record: unknown): number {
  return new TextEncoder().encode(JSON.stringify(record)).length;
}
