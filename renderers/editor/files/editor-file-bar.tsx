import type { Editor } from '@tiptap/react';
import { FileDown, FolderOpen, Printer } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../../../src/i18n/use-messages.ts';
import type * as FileIo from './editor-file-io.ts';
import { replaceAllText } from '../replace-all-text.ts';

let loading: Promise<typeof FileIo> | null = null;
/** The open and save code, fetched on the first click (never with the page). */
function loadFileIo(): Promise<typeof FileIo> {
  loading ??= import('./editor-file-io.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const SAVES = [
  { format: 'docx', label: 'fileSaveDocx' },
  { format: 'md', label: 'fileSaveMd' },
  { format: 'html', label: 'fileSaveHtml' },
] as const;

/**
 * Open (.docx, .md, .txt), Save (.docx, .md, .html) and Save as PDF (the browser's print dialog,
 * with the print stylesheet: only the document prints). Plain buttons in a labelled group, so each
 * is reached with Tab and pressed with Enter or Space. It is in the page before the editor is (its
 * buttons disabled until then), so the editor below never moves when it arrives.
 */
export function EditorFileBar({ editor }: { editor: Editor | null }) {
  const t = useMessages('editor');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);

  const open = async (file: File) => {
    if (!editor) return;
    setError(null);
    try {
      const html = await (await loadFileIo()).openEditorFile(file);
      // Unsaved text is never replaced silently; the replacement is one step that Undo takes back.
      if (!editor.isEmpty && !window.confirm(t('fileOpenReplace', { name: file.name }))) return;
      replaceAllText(editor, html);
    } catch {
      setError(t('fileOpenFailed'));
    }
  };
  const save = async (format: FileIo.SaveFormat) => {
    if (!editor) return;
    setError(null);
    try {
      const text = editor.getText({ blockSeparator: ' ' });
      await (await loadFileIo()).saveEditorFile(format, editor.getHTML(), text, document.title);
    } catch {
      setError(t('fileSaveFailed'));
    }
  };

  return (
    <div className="editor-files" role="group" aria-label={t('filesLabel')}>
      <input
        ref={input}
        type="file"
        hidden
        accept=".docx,.md,.markdown,.txt,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/markdown,text/plain"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file can be opened again
          if (file) void open(file);
        }}
      />
      <button type="button" className="button button-secondary" disabled={!editor} onClick={() => input.current?.click()}>
        <FolderOpen size={16} aria-hidden="true" /> {t('fileOpen')}
      </button>
      {SAVES.map(({ format, label }) => (
        <button key={format} type="button" className="button button-secondary" disabled={!editor} onClick={() => void save(format)}>
          <FileDown size={16} aria-hidden="true" /> {t(label)}
        </button>
      ))}
      <button type="button" className="button button-secondary" aria-describedby={hintId} disabled={!editor} onClick={() => window.print()}>
        <Printer size={16} aria-hidden="true" /> {t('fileSavePdf')}
      </button>
      <p id={hintId} className="field-help editor-files-hint">
        {t('filePdfHint')}
      </p>
      {error && (
        <p role="alert" className="field-help field-error">
          {error}
        </p>
      )}
    </div>
  );
}
