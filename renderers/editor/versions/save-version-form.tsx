import { useState } from 'react';
import { MAX_NAME_LENGTH } from '../../../engine/editor/versions/documents.ts';
import { useMessages } from '../../../src/i18n/use-messages.ts';

/** "Save version" opens a name field; Save keeps the document as it is now under that name. */
export function SaveVersionForm({ onSave }: { onSave: (name: string) => void }) {
  const t = useMessages('editor-versions');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  if (!open)
    return (
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        {t('saveVersion')}
      </button>
    );
  return (
    <form
      className="document-inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(name.trim());
        setName('');
        setOpen(false);
      }}
    >
      <label>
        <span>{t('versionNameLabel')}</span>
        <input type="text" value={name} maxLength={MAX_NAME_LENGTH} required autoFocus onChange={(e) => setName(e.target.value)} />
      </label>
      <button type="submit" className="button button-primary">
        {t('versionNameSave')}
      </button>
      <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
        {t('cancel')}
      </button>
    </form>
  );
}
