import { useState } from 'react';
import type { EditorDocument } from '../../../engine/editor/versions/documents.ts';
import { useMessages } from '../../../src/i18n/use-messages.ts';

interface Props {
  documents: EditorDocument[];
  current: EditorDocument;
  onOpen: (id: string) => void;
  onCreate: () => void;
  onRename: (name: string) => void;
  onRemove: () => void;
}

/** The document shown, the list to switch to another, and New / Rename / Delete. */
export function DocumentBar({ documents, current, onOpen, onCreate, onRename, onRemove }: Props) {
  const t = useMessages('editor-versions');
  const [mode, setMode] = useState<'idle' | 'rename' | 'delete'>('idle');
  const [name, setName] = useState('');
  return (
    <div className="document-bar">
      <label className="document-pick">
        <span>{t('documentLabel')}</span>
        <select value={current.id} onChange={(e) => onOpen(e.target.value)}>
          {documents.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button button-secondary" onClick={onCreate}>
        {t('newDocument')}
      </button>
      <button type="button" className="button button-secondary" aria-expanded={mode === 'rename'} onClick={() => (setName(current.name), setMode(mode === 'rename' ? 'idle' : 'rename'))}>
        {t('renameDocument')}
      </button>
      <button type="button" className="button button-secondary" aria-expanded={mode === 'delete'} onClick={() => setMode(mode === 'delete' ? 'idle' : 'delete')}>
        {t('deleteDocument')}
      </button>
      {mode === 'rename' && (
        <form
          className="document-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            onRename(name);
            setMode('idle');
          }}
        >
          <label>
            <span>{t('renameLabel')}</span>
            <input type="text" value={name} maxLength={80} required autoFocus onChange={(e) => setName(e.target.value)} />
          </label>
          <button type="submit" className="button button-primary">
            {t('renameSave')}
          </button>
        </form>
      )}
      {mode === 'delete' && (
        <div className="document-inline-form" role="group" aria-label={t('deleteQuestion', { name: current.name })}>
          <span>{t('deleteQuestion', { name: current.name })}</span>
          <button type="button" className="button button-danger" onClick={() => (onRemove(), setMode('idle'))}>
            {t('deleteYes')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setMode('idle')}>
            {t('cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
