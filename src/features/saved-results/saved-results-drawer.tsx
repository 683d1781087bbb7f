import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { SavedResult } from '../../../engine/saved-results/saved-result.ts';
import { LOCALE_INFO, localizePath } from '../../../engine/i18n/locales.ts';
import { useMessages, usePageLocale } from '../../i18n/use-messages.ts';
import { useCopy } from '../clipboard/use-copy.ts';
import { deleteSavedResult } from './saved-results-db.ts';
import { plainExcerpt } from './plain-preview.ts';
import { excerpt, savedResultTime } from './saved-result-time.ts';
import { useSavedResults } from './use-saved-results.ts';

interface DrawerProps {
  toolId: string;
  toolTitle: string;
  onRestore: (result: SavedResult) => void;
  onClose: () => void;
}

function DrawerItem({ result, onRestore, htmlLang }: { result: SavedResult; onRestore: () => void; htmlLang: string }) {
  const { copied, copy } = useCopy();
  const t = useMessages('saved');
  const when = savedResultTime(result.createdAt, htmlLang);
  return (
    <li className="saved-result">
      <p className="saved-result-meta">
        <time dateTime={new Date(result.createdAt).toISOString()}>{when}</time>
        {result.status === 'stopped' && t('stoppedMark')}
      </p>
      <p className="saved-result-request">{excerpt(result.input, 120)}</p>
      <p className="saved-result-output">{plainExcerpt(result.output, 160)}</p>
      <div className="saved-result-actions">
        <button type="button" className="button button-secondary button-small" onClick={onRestore}>
          {t('restore')}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => void copy(result.output, 'rich')}>
          {copied ? t('copied') : t('copy')}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => void deleteSavedResult(result.id)} aria-label={t('deleteLabel', { when })}>
          {t('delete')}
        </button>
      </div>
    </li>
  );
}

/**
 * The tool page's "Saved results" drawer: this tool's past results, kept in this
 * browser only. A modal <dialog>: focus stays inside, Esc closes it.
 */
export default function SavedResultsDrawer({ toolId, toolTitle, onRestore, onClose }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { results, savingOn, unavailable } = useSavedResults(toolId);
  const t = useMessages('saved');
  const locale = usePageLocale();
  const history = localizePath('/history', locale);
  useEffect(() => {
    const d = dialog.current;
    d?.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog ref={dialog} className="saved-results-drawer" aria-labelledby="saved-results-title" onClose={onClose}>
      <div className="drawer-header">
        <h2 id="saved-results-title">{t('drawerTitle')}</h2>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <p className="field-help">
        {t('drawerIntro', { tool: toolTitle })} <Link to={history}>{t('drawerAllLink')}</Link>
      </p>
      {unavailable && <p role="status">{t('unavailable')}</p>}
      {!savingOn && (
        <p role="status">
          {t('savingOffBefore')} <Link to={history}>{t('savingOffLink')}</Link>
          {t('savingOffAfter')}
        </p>
      )}
      {results && results.length === 0 && savingOn && !unavailable && <p role="status">{t('drawerEmpty')}</p>}
      {results && results.length > 0 && (
        <ul className="saved-results-list" aria-label={t('drawerListLabel', { tool: toolTitle })}>
          {results.map((r) => (
            <DrawerItem key={r.id} result={r} onRestore={() => onRestore(r)} htmlLang={LOCALE_INFO[locale].htmlLang} />
          ))}
        </ul>
      )}
    </dialog>
  );
}
