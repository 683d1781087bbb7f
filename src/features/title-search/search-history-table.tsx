import { Trash2 } from 'lucide-react';
import type { HistoryEntry } from './search-history.ts';

/** The device's recent searches, with their counts, and a Clear button. */
export function SearchHistoryTable({ history, onClear }: { history: HistoryEntry[]; onClear: () => void }) {
  return (
    <section className="card search-history" aria-labelledby="history-title">
      <div className="history-header">
        <h2 id="history-title">Recent searches</h2>
        <button type="button" className="button button-secondary" onClick={onClear}>
          <Trash2 size={16} aria-hidden="true" /> Clear
        </button>
      </div>
      <table>
        <thead>
          <tr>
            <th scope="col">Keyword</th>
            <th scope="col">All in Title</th>
            <th scope="col">All in URL</th>
          </tr>
        </thead>
        <tbody>
          {history.map((h) => (
            <tr key={h.keyword}>
              <td>{h.keyword}</td>
              <td>{h.allintitle.toLocaleString('en')}</td>
              <td>{h.allinurl.toLocaleString('en')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
