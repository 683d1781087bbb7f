import { MAX_DOCUMENT_MEGABYTES } from '../../../engine/documents/document-limits.ts';
import { problemMessageKey, summaryMessageKey } from '../../../engine/documents/document-problems.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import type { DocumentState } from './use-document-reading.ts';

// What the visitor is told about the file given to a box: that it is being read, what was read
// (its name, pages and characters), the offer when its text is longer than the room left, or why
// nothing was added. A problem is an alert; the rest is said politely. The box is never touched
// by a problem: what was typed stays as it was.

/** A file name isolated from the text around it (FSI … PDI): a Latin name keeps its order in an Arabic sentence. */
const isolate = (name: string) => `\u2068${name}\u2069`;

interface DocumentStatusProps {
  state: DocumentState;
  onAccept: () => void;
  onDismiss: () => void;
}

export function DocumentStatus({ state, onAccept, onDismiss }: DocumentStatusProps) {
  const t = useMessages('documents');
  if (state.step === 'problem') {
    return (
      <p className="field-help field-error document-status" role="alert">
        {t(problemMessageKey(state.problem), { name: isolate(state.name), megabytes: MAX_DOCUMENT_MEGABYTES })}
      </p>
    );
  }
  return (
    <div className="document-status" aria-live="polite">
      {state.step === 'reading' && <p className="field-help">{t('reading', { name: isolate(state.name) })}</p>}
      {state.step === 'added' && (
        <p className="field-help">
          {t(summaryMessageKey(state.pages), { name: isolate(state.name), pages: state.pages ?? 0, characters: state.characters })}
          {state.usedFirst !== null && ` ${t('usedFirst', { count: state.usedFirst })}`}
          {state.appended && ` ${t('addedAfter')}`}
        </p>
      )}
      {state.step === 'offer' && (
        <div className="document-offer">
          <p className="field-help">
            {t(summaryMessageKey(state.pages), { name: isolate(state.name), pages: state.pages ?? 0, characters: state.text.length })} {t('overLimit')}
          </p>
          <button type="button" className="button button-primary document-button" onClick={onAccept}>
            {t('useFirst', { count: state.room })}
          </button>
          <button type="button" className="button button-secondary document-button" onClick={onDismiss}>
            {t('dismissOffer')}
          </button>
        </div>
      )}
    </div>
  );
}
