import type { EditorDocument } from '../../../engine/editor/versions/documents.ts';
import { createVersion, type EditorVersion } from '../../../engine/editor/versions/editor-version.ts';
import { versionsToDrop } from '../../../engine/editor/versions/version-caps.ts';
import { openDeviceDb } from '../../../src/features/saved-results/saved-results-db.ts';
import { isSavingOn } from '../../../src/features/saved-results/saving-setting.ts';

// The editor's documents and versions on this device, in the saved results' IndexedDB database
// (stores "editor-documents" and "editor-versions"). Each write is one IndexedDB transaction: a
// crash or a closed tab mid-write leaves the previous record whole, never half of the new one.
// Nothing is written while saving is switched off (the saved results' setting).

const DOCS = 'editor-documents';
const VERSIONS = 'editor-versions';

export async function listDocuments(): Promise<EditorDocument[]> {
  return (await openDeviceDb()).getAll(DOCS);
}

/** Writes the document whole (autosave, rename, goal); false when saving is off. */
export async function putDocument(doc: EditorDocument): Promise<boolean> {
  if (!isSavingOn()) return false;
  await (await openDeviceDb()).put(DOCS, doc);
  return true;
}

/** Deletes a document and every version of it, in one transaction. */
export async function deleteDocument(id: string): Promise<void> {
  const tx = (await openDeviceDb()).transaction([DOCS, VERSIONS], 'readwrite');
  const versions = tx.objectStore(VERSIONS);
  const keys = await versions.index('docId').getAllKeys(id);
  await Promise.all([tx.objectStore(DOCS).delete(id), ...keys.map((key) => versions.delete(key)), tx.done]);
}

/** One document's versions, newest first. */
export async function listVersions(docId: string): Promise<EditorVersion[]> {
  const all = await (await openDeviceDb()).getAllFromIndex(VERSIONS, 'docId', docId);
  return all.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
}

/** Keeps a version, then drops what passes the cap (50 versions or 5 MB, oldest unnamed first), in one transaction. */
export async function addVersion(fields: Omit<EditorVersion, 'id' | 'createdAt' | 'bytes'>, now = Date.now()): Promise<EditorVersion | null> {
  if (!isSavingOn()) return null;
  const version = createVersion(fields, now);
  const tx = (await openDeviceDb()).transaction(VERSIONS, 'readwrite');
  await tx.store.put(version);
  const all = await tx.store.index('docId').getAll(fields.docId);
  for (const id of versionsToDrop(all)) await tx.store.delete(id);
  await tx.done;
  return version;
}
