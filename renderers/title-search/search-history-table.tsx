import { Trash2 } from 'lucide-react';
import { formatCountIn } from '../../engine/format/format-number.ts';
import { useMessages } from '../../src/i18n/use-messages.ts';
import { usePageLang } from './use-page-lang.ts';
import type { HistoryEntry } from './search-history.ts';

/** The device's recent searches, with their counts, and a Clear button. */
export function SearchHistoryTable({ history, onClear }: { history: HistoryEntry[]; onClear: () => void }) {
  const t = useMessages('title-search');
  const lang = usePageLang();
  return (
    <section className="card search-history" aria-labelledby="history-title">
      <div className="history-header">
        <h2 id="history-title">{t('historyTitle')}</h2>
        <button type="button" className="button button-secondary" onClick={onClear}>
          <Trash2 size={16} aria-hidden="true" /> {t('historyClear')}
        </button>
      </div>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('historyKeyword')}</th>
            <th scope="col">{t('historyAllInTitle')}</th>
            <th scope="col">{t('historyAllInUrl')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((h) => (
            <tr key={h.keyword}>
              <td>{h.keyword}</td>
              <td>{formatCountIn(h.allintitle, lang)}</td>
              <td>{formatCountIn(h.allinurl, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
