import type { Page } from '@playwright/test';

// Reads and seeds the editor's stores in this browser's IndexedDB the raw way, not through the
// app. Never creates the database (a database made here would block the app's own upgrade) and
// closes every connection at once, so the app's writes and its "saving off" clear are never blocked.

export interface RawVersion {
  id: string;
  docId: string;
  createdAt: number;
  name?: string;
  reason: string;
  html: string;
  text: string;
  words: number;
  bytes: number;
}
export interface RawDocument {
  id: string;
  name: string;
  html: string;
  goal?: { unit: string; target: number };
}

export function readEditorStores(page: Page): Promise<{ documents: RawDocument[]; versions: RawVersion[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        void indexedDB.databases().then((dbs) => {
          if (!dbs.some((d) => d.name === 'ai-writing-tools')) return resolve({ documents: [], versions: [] });
          const open = indexedDB.open('ai-writing-tools');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('editor-versions')) {
              db.close();
              return resolve({ documents: [], versions: [] });
            }
            const tx = db.transaction(['editor-documents', 'editor-versions']);
            const docs = tx.objectStore('editor-documents').getAll();
            const versions = tx.objectStore('editor-versions').getAll();
            tx.oncomplete = () => {
              db.close();
              resolve({ documents: docs.result, versions: versions.result });
            };
            tx.onerror = () => reject(tx.error);
          };
        });
      }),
  );
}

/** Writes versions straight into the app's existing store (the app made it; this only adds records). */
export function seedVersions(page: Page, versions: RawVersion[]): Promise<void> {
  return page.evaluate(
    (records) =>
      new Promise<void>((resolve, reject) => {
        void indexedDB.databases().then((dbs) => {
          if (!dbs.some((d) => d.name === 'ai-writing-tools')) return reject(new Error('the app has not made its database yet'));
          const open = indexedDB.open('ai-writing-tools');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('editor-versions', 'readwrite');
            for (const r of records) tx.objectStore('editor-versions').put(r);
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        });
      }),
    versions,
  );
}
