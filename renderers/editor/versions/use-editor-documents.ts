import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createDocument, nextDocumentName, removeDocument, renameDocument, sortDocuments, type EditorDocument, type WritingGoal } from '../../../engine/editor/versions/documents.ts';
import type { EditorVersion, VersionReason } from '../../../engine/editor/versions/editor-version.ts';
import { countWords } from '../../../engine/text-stats/counts.ts';
import { onSavedResultsChanged } from '../../../src/features/saved-results/saved-results-channel.ts';
import { isSavingOn } from '../../../src/features/saved-results/saving-setting.ts';
import { onBeforeAiEdit } from './before-ai-edit.ts';
import { addVersion, deleteDocument, listDocuments, listVersions, putDocument } from './editor-db.ts';
import { editorText, loadIntoEditor, restoreIntoEditor } from './load-into-editor.ts';
import { useAutosave } from './use-autosave.ts';

export interface DocumentsState {
  documents: EditorDocument[];
  current: EditorDocument | null;
  versions: EditorVersion[];
  savingOn: boolean;
  /** IndexedDB refused (private mode, storage blocked). */
  unavailable: boolean;
}

const EMPTY: DocumentsState = { documents: [], current: null, versions: [], savingOn: true, unavailable: false };

/** Reads the documents, opens the most recently changed one (or makes the first from what is in the editor). */
async function openStored(editor: Editor, nameFor: (n: number) => string): Promise<DocumentsState> {
  if (!isSavingOn()) return { ...EMPTY, savingOn: false };
  const documents = sortDocuments(await listDocuments());
  let current = documents[0] ?? null;
  if (current) loadIntoEditor(editor, current.html);
  else {
    current = { ...createDocument(nameFor(1), Date.now()), html: editor.getHTML() };
    await putDocument(current);
    documents.push(current);
  }
  return { documents, current, versions: await listVersions(current.id), savingOn: true, unavailable: false };
}

/** The editor's documents and versions: the list, the one shown, autosave, and the actions on them. */
export function useEditorDocuments(editor: Editor, lang: string, nameFor: (n: number) => string) {
  const [state, setState] = useState<DocumentsState>(EMPTY);
  const live = useRef(state);
  live.current = state;

  const reload = useCallback(() => {
    openStored(editor, nameFor).then(setState, () => setState({ ...EMPTY, unavailable: true }));
  }, [editor, nameFor]);
  useEffect(() => {
    reload();
    // Saving switched off here or in another tab: everything was deleted; on again: start afresh.
    const off = onSavedResultsChanged(() => {
      if (isSavingOn() !== live.current.savingOn) reload();
    });
    return off;
  }, [reload]);

  const saveNow = useAutosave(editor, useCallback((html: string) => {
    const doc = live.current.current;
    if (!doc || !live.current.savingOn) return Promise.resolve();
    const updated = { ...doc, html, updatedAt: Date.now() };
    live.current = { ...live.current, current: updated };
    setState((s) => (s.current?.id === doc.id ? { ...s, current: updated, documents: s.documents.map((d) => (d.id === doc.id ? updated : d)) } : s));
    return putDocument(updated).then(() => undefined);
  }, []));

  const keepVersion = useCallback(async (reason: VersionReason, snapshot: { html: string; text: string }, name?: string) => {
    const doc = live.current.current;
    if (!doc) return;
    await addVersion({ docId: doc.id, reason, html: snapshot.html, text: snapshot.text, words: countWords(snapshot.text, lang), ...(name ? { name } : {}) });
    const versions = await listVersions(doc.id);
    setState((s) => (s.current?.id === doc.id ? { ...s, versions } : s));
  }, [lang]);

  useEffect(() => onBeforeAiEdit((snapshot) => void keepVersion('ai', snapshot)), [keepVersion]);

  return { state, ...useDocumentActions(editor, nameFor, live, setState, saveNow, keepVersion) };
}

type SetState = React.Dispatch<React.SetStateAction<DocumentsState>>;

function useDocumentActions(
  editor: Editor,
  nameFor: (n: number) => string,
  live: React.RefObject<DocumentsState>,
  setState: SetState,
  saveNow: () => Promise<void>,
  keepVersion: (reason: VersionReason, snapshot: { html: string; text: string }, name?: string) => Promise<void>,
) {
  const show = useCallback(async (documents: EditorDocument[], doc: EditorDocument) => {
    loadIntoEditor(editor, doc.html);
    setState((s) => ({ ...s, documents, current: doc, versions: [] }));
    const versions = await listVersions(doc.id);
    setState((s) => (s.current?.id === doc.id ? { ...s, versions } : s));
  }, [editor, setState]);

  const open = useCallback(async (id: string) => {
    await saveNow();
    const doc = live.current.documents.find((d) => d.id === id);
    if (doc) await show(live.current.documents, doc);
  }, [live, saveNow, show]);

  const create = useCallback(async () => {
    await saveNow();
    const doc = createDocument(nextDocumentName(live.current.documents, nameFor), Date.now());
    await putDocument(doc);
    await show([doc, ...live.current.documents], doc);
  }, [live, nameFor, saveNow, show]);

  const rename = useCallback(async (name: string) => {
    const id = live.current.current?.id;
    if (!id) return;
    const documents = renameDocument(live.current.documents, id, name);
    const doc = documents.find((d) => d.id === id);
    if (doc) await putDocument(doc);
    setState((s) => ({ ...s, documents, current: doc ?? s.current }));
  }, [live, setState]);

  const remove = useCallback(async () => {
    const id = live.current.current?.id;
    if (!id) return;
    await deleteDocument(id);
    const { documents, next } = removeDocument(live.current.documents, id);
    const doc = next ?? createDocument(nameFor(1), Date.now());
    if (!next) await putDocument(doc);
    await show(next ? documents : [doc], doc);
  }, [live, nameFor, show]);

  const setGoal = useCallback(async (goal: WritingGoal | null) => {
    const doc = live.current.current;
    if (!doc) return;
    const { goal: _old, ...rest } = doc;
    const updated: EditorDocument = goal ? { ...rest, goal } : rest;
    setState((s) => ({ ...s, current: updated, documents: s.documents.map((d) => (d.id === doc.id ? updated : d)) }));
    await putDocument(updated);
  }, [live, setState]);

  const saveVersion = useCallback((name: string) => keepVersion('manual', { html: editor.getHTML(), text: editorText(editor) }, name), [editor, keepVersion]);

  // The text it replaces is kept too: a restore never loses anything, even past the undo history.
  const restore = useCallback((version: EditorVersion) => {
    const snapshot = { html: editor.getHTML(), text: editorText(editor) };
    restoreIntoEditor(editor, version.html);
    void keepVersion('restore', snapshot);
  }, [editor, keepVersion]);

  return { open, create, rename, remove, setGoal, saveVersion, restore };
}
