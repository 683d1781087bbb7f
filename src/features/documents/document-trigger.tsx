import { Paperclip } from 'lucide-react';
import { useId, useRef } from 'react';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_MEGABYTES } from '../../../engine/documents/document-limits.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { DocumentStatus } from './document-status.tsx';
import { useDocumentDrop } from './use-document-drop.ts';
import { useDocumentReading } from './use-document-reading.ts';

// "Add a file" under a long text box: a button that opens the file picker (a hidden file input),
// the box as a drop target, and what became of the file. The button's name is its text alone, right
// under its box: a name with the box's label in it ("Add a file to Your Request") would answer to
// the box's name too (voice control, find by label). It loads with the tool page's lazy parts,
// not in its first JavaScript; the readers (pdf.js, mammoth) load only when a file is given.

export interface DocumentTriggerProps {
  /** The id of the box (a textarea) the file's text goes into. */
  boxId: string;
  /** The box's limit, in characters. */
  limit: number;
  /** Sets the box's whole value (what was there, then the file's text). */
  onText: (value: string) => void;
}

export function DocumentTrigger({ boxId, limit, onText }: DocumentTriggerProps) {
  const t = useMessages('documents');
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, read, acceptOffer, dismiss } = useDocumentReading(boxId, limit, onText);
  useDocumentDrop(boxId, read);
  return (
    <div className="document-trigger">
      <div className="document-row">
        <button
          type="button"
          className="button button-secondary document-button"
          aria-describedby={helpId}
          onClick={() => input.current?.click()}
        >
          <Paperclip size={16} aria-hidden="true" />
          {t('addFile')}
        </button>
        <p id={helpId} className="field-help">
          {t('help', { megabytes: MAX_DOCUMENT_MEGABYTES })}
        </p>
        <input
          ref={input}
          type="file"
          accept={DOCUMENT_ACCEPT}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Emptied, so the same file can be picked again.
            event.target.value = '';
            if (file) void read(file);
          }}
        />
      </div>
      <DocumentStatus state={state} onAccept={acceptOffer} onDismiss={dismiss} />
    </div>
  );
}
