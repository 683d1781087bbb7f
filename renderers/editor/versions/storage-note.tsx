import { Link } from 'react-router';
import { LOCALE_INFO, localizePath } from '../../../engine/i18n/locales.ts';
import { useMessages, usePageLocale } from '../../../src/i18n/use-messages.ts';
import type { DocumentsState } from './use-editor-documents.ts';

/** Where the documents are kept, or why they are not (saving switched off, storage refused). */
export function StorageNote({ state }: { state: DocumentsState }) {
  const t = useMessages('editor-versions');
  const locale = usePageLocale();
  if (state.unavailable) return <p className="field-help">{t('unavailable')}</p>;
  if (!state.savingOn)
    return (
      <p className="field-help">
        {t('savingOff')} <Link to={localizePath('/history', locale)}>{t('savingOffLink')}</Link>
        {t('savingOffAfter')}
      </p>
    );
  return (
    <p className="field-help" lang={LOCALE_INFO[locale].htmlLang}>
      {t('autosaveNote')}
    </p>
  );
}
