// The visitor's editor documents as a list: pure operations, no storage. The IndexedDB store
// (renderers/editor/versions/editor-db.ts) keeps the records these return.

/** A word or character goal with its target, remembered per document. */
export interface WritingGoal {
  unit: 'words' | 'characters';
  target: number;
}

export interface EditorDocument {
  /** Unique: time + random suffix. */
  id: string;
  name: string;
  /** The editor's HTML (sanitised by its schema when it was made). */
  html: string;
  createdAt: number;
  updatedAt: number;
  goal?: WritingGoal;
}

/** Longest document or version name kept. */
export const MAX_NAME_LENGTH = 80;

/** Time-ordered unique id; `random` is injectable for tests. */
export function newId(now: number, random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `${now.toString(36).padStart(9, '0')}-${suffix}`;
}

/** A name as kept: spaces collapsed, trimmed, at most MAX_NAME_LENGTH characters; '' when blank. */
export function cleanName(name: string): string {
  return [...name.replace(/\s+/g, ' ').trim()].slice(0, MAX_NAME_LENGTH).join('');
}

/** The lowest "Document N" (worded by `nameFor`) that no document is called yet. */
export function nextDocumentName(documents: readonly Pick<EditorDocument, 'name'>[], nameFor: (n: number) => string): string {
  const taken = new Set(documents.map((d) => d.name));
  let n = documents.length + 1;
  for (let i = 1; i <= n; i += 1) {
    if (!taken.has(nameFor(i))) {
      n = i;
      break;
    }
  }
  return nameFor(n);
}

export function createDocument(name: string, now: number, random?: () => number): EditorDocument {
  return { id: newId(now, random), name: cleanName(name), html: '', createdAt: now, updatedAt: now };
}

/** The documents with `id` renamed; a blank name leaves the list as it was. */
export function renameDocument(documents: readonly EditorDocument[], id: string, name: string): EditorDocument[] {
  const clean = cleanName(name);
  return documents.map((d) => (d.id === id && clean !== '' ? { ...d, name: clean } : d));
}

/** Most recently changed first: the order of the list and the one to open after a reload. */
export function sortDocuments(documents: readonly EditorDocument[]): EditorDocument[] {
  return [...documents].sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : -1));
}

/** The list without `id`, and the document to show next (the most recently changed left), or null when none is left. */
export function removeDocument(documents: readonly EditorDocument[], id: string): { documents: EditorDocument[]; next: EditorDocument | null } {
  const left = sortDocuments(documents.filter((d) => d.id !== id));
  return { documents: left, next: left[0] ?? null };
}
