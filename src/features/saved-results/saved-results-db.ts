import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { createSavedResult, idsOverCap, type NewSavedResult, type SavedResult } from '../../../engine/saved-results/saved-result.ts';
import { notifySavedResultsChanged } from './saved-results-channel.ts';
import { isSavingOn, writeSavingOn } from './saving-setting.ts';

// The visitor's saved results, in IndexedDB through `idb`. Nothing here talks to the server.

/** Database and store names; docs/workspace.md and the Privacy Policy name them. */
export const DB_NAME = 'ai-writing-tools';
export const STORE = 'saved-results';

interface Schema extends DBSchema {
  'saved-results': { key: string; value: SavedResult; indexes: { toolId: string } };
}

let db: Promise<IDBPDatabase<Schema>> | null = null;
function open(): Promise<IDBPDatabase<Schema>> {
  db ??= openDB<Schema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'id' }).createIndex('toolId', 'toolId');
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
  const database = await open();
  const all = toolId ? await database.getAllFromIndex(STORE, 'toolId', toolId) : await database.getAll(STORE);
  return all.sort(newestFirst);
}

/** Saves a finished or stopped generation (when saving is on), then drops the oldest past the cap. */
export async function saveResult(result: NewSavedResult): Promise<SavedResult | null> {
  if (!isSavingOn()) return null;
  const record = createSavedResult(result, Date.now());
  const database = await open();
  const tx = database.transaction(STORE, 'readwrite');
  await tx.store.put(record);
  for (const id of idsOverCap(await tx.store.getAll())) await tx.store.delete(id);
  await tx.done;
  notifySavedResultsChanged();
  return record;
}

export async function deleteSavedResult(id: string): Promise<void> {
  await (await open()).delete(STORE, id);
  notifySavedResultsChanged();
}

export async function clearSavedResults(): Promise<void> {
  await (await open()).clear(STORE);
  notifySavedResultsChanged();
}

/** Switching saving off deletes everything already saved. */
export async function setSavingOn(on: boolean): Promise<void> {
  writeSavingOn(on);
  if (on) notifySavedResultsChanged();
  else await clearSavedResults();
}
