import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useCallback, useRef, useState } from 'react';
import { LOCALE_INFO } from '../../../engine/i18n/locales.ts';
import { useMessages, usePageLocale } from '../../../src/i18n/use-messages.ts';
import { DocumentBar } from './document-bar.tsx';
import { FocusMode } from './focus-mode.tsx';
import { editorText } from './load-into-editor.ts';
import { SaveVersionForm } from './save-version-form.tsx';
import { StorageNote } from './storage-note.tsx';
import { useEditorDocuments } from './use-editor-documents.ts';
import { VersionsPanel } from './versions-panel.tsx';
import { WritingAids } from './writing-aids.tsx';
import './versions.css';

/**
 * Documents, versions and writing aids under the editor: loaded in a chunk of their own once the
 * editor is there (./lazy-editor-extras.tsx), never with the page.
 */
export function EditorExtras({ editor }: { editor: Editor }) {
  const t = useMessages('editor-versions');
  const lang = LOCALE_INFO[usePageLocale()].htmlLang;
  const tRef = useRef(t);
  tRef.current = t;
  const nameFor = useCallback((n: number) => tRef.current('documentName', { number: String(n) }), []);
  const docs = useEditorDocuments(editor, lang, nameFor);
  const { current, documents, versions, savingOn } = docs.state;
  const [versionsOpen, setVersionsOpen] = useState(false);
  const text = useEditorState({ editor, selector: ({ editor: e }) => (e ? editorText(e) : '') }) ?? '';

  return (
    <div className="editor-extras">
      <StorageNote state={docs.state} />
      {current && savingOn && (
        <DocumentBar documents={documents} current={current} onOpen={(id) => void docs.open(id)} onCreate={() => void docs.create()} onRename={(n) => void docs.rename(n)} onRemove={() => void docs.remove()} />
      )}
      <div className="document-bar">
        {current && savingOn && <SaveVersionForm onSave={(name) => void docs.saveVersion(name)} />}
        {current && savingOn && (
          <button type="button" className="button button-secondary" aria-expanded={versionsOpen} aria-controls="editor-versions" onClick={() => setVersionsOpen(!versionsOpen)}>
            {t('versionsButton', { count: versions.length })}
          </button>
        )}
        <FocusMode editor={editor} />
      </div>
      <WritingAids key={current?.id ?? 'none'} text={text} lang={lang} goal={current?.goal} onGoal={(g) => void docs.setGoal(g)} />
      {versionsOpen && current && (
        <div id="editor-versions">
          <VersionsPanel documentName={current.name} versions={versions} currentText={text} lang={lang} onRestore={docs.restore} />
        </div>
      )}
    </div>
  );
}
