import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { EditorDocument } from '../../../engine/editor/versions/documents.ts';
import type { EditorVersion } from '../../../engine/editor/versions/editor-version.ts';
import { createSavedResult, idsOverCap, type NewSavedResult, type SavedResult } from '../../../engine/saved-results/saved-result.ts';
import { notifySavedResultsChanged } from './saved-results-channel.ts';
import { isSavingOn, writeSavingOn } from './saving-setting.ts';

// The visitor's saved results, in IndexedDB through `idb`, and the database they share with the AI
// Text Editor's documents and versions (one switch, one place to clear). Nothing here talks to the server.

/** Database and store names; docs/workspace.md and the Privacy Policy name them. */
export const DB_NAME = 'ai-writing-tools';
export const STORE = 'saved-results';
/** The AI Text Editor's documents and their versions (renderers/editor/versions/editor-db.ts). */
export const EDITOR_STORES = ['editor-documents', 'editor-versions'] as const;

export interface DeviceSchema extends DBSchema {
  'saved-results': { key: string; value: SavedResult; indexes: { toolId: string } };
  'editor-documents': { key: string; value: EditorDocument };
  'editor-versions': { key: string; value: EditorVersion; indexes: { docId: string } };
}

let db: Promise<IDBPDatabase<DeviceSchema>> | null = null;
/** The device database, version 2 since the editor's stores joined the saved results. */
export function openDeviceDb(): Promise<IDBPDatabase<DeviceSchema>> {
  db ??= openDB<DeviceSchema>(DB_NAME, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) database.createObjectStore(STORE, { keyPath: 'id' }).createIndex('toolId', 'toolId');
      if (oldVersion < 2) {
        database.createObjectStore('editor-documents', { keyPath: 'id' });
        database.createObjectStore('editor-versions', { keyPath: 'id' }).createIndex('docId', 'docId');
      }
    },
    // Another tab still holds version 1 open: it lets go (and reopens on its next read) so this one can upgrade.
    blocking() {
      void db?.then((d) => d.close());
      db = null;
    },
  }).catch((error: unknown) => {
    db = null; // private mode or blocked storage: try again next time
    throw error;
  });
  return db;
}

const newestFirst = (a: SavedResult, b: SavedResult) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1);

/** One tool's results, or everything, newest first. */
export async function listSavedResults(toolId?: string): Promise<SavedResult[]> {
  const database = await openDeviceDb();
  const all = toolId ? await database.getAllFromIndex(STORE, 'toolId', toolId) : await database.getAll(STORE);
  return all.sort(newestFirst);
}

/** One saved result, or undefined when it was deleted meanwhile. */
export async function getSavedResult(id: string): Promise<SavedResult | undefined> {
  return (await openDeviceDb()).get(STORE, id);
}

/** Saves a finished or stopped generation (when saving is on), then drops the oldest past the cap. */
export async function saveResult(result: NewSavedResult): Promise<SavedResult | null> {
  if (!isSavingOn()) return null;
  const record = createSavedResult(result, Date.now());
  const database = await openDeviceDb();
  const tx = database.transaction(STORE, 'readwrite');
  await tx.store.put(record);
  for (const id of idsOverCap(await tx.store.getAll())) await tx.store.delete(id);
  await tx.done;
  notifySavedResultsChanged();
  return record;
}

export async function deleteSavedResult(id: string): Promise<void> {
  await (await openDeviceDb()).delete(STORE, id);
  notifySavedResultsChanged();
}

export async function clearSavedResults(): Promise<void> {
  await (await openDeviceDb()).clear(STORE);
  notifySavedResultsChanged();
}

/** Switching saving off deletes everything already saved: results, editor documents and their versions. */
export async function setSavingOn(on: boolean): Promise<void> {
  writeSavingOn(on);
  if (on) {
    notifySavedResultsChanged();
    return;
  }
  const tx = (await openDeviceDb()).transaction([STORE, ...EDITOR_STORES], 'readwrite');
  await Promise.all([tx.objectStore(STORE).clear(), ...EDITOR_STORES.map((name) => tx.objectStore(name).clear()), tx.done]);
  notifySavedResultsChanged();
}
