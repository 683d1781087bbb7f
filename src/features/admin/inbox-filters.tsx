import { useId, useState, type FormEvent } from 'react';
import { saveBlob } from '../result-actions/download-result.ts';
import { exportCsv, type FormStatus, type FormType, type InboxFilter } from './admin-api.ts';

/** Type and status pick at once; the search applies on submit (Enter or the button). */
export function InboxFilters({ filter, onChange, onError }: { filter: InboxFilter; onChange: (filter: InboxFilter) => void; onError: (error: unknown) => void }) {
  const [q, setQ] = useState(filter.q);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q });
  };
  return (
    <form role="search" aria-label="Filter the inbox" className="inbox-filters" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-type`}>Type</label>
        <select id={`${id}-type`} value={filter.type} onChange={(e) => onChange({ ...filter, type: e.target.value as FormType | '' })}>
          <option value="">All types</option>
          <option value="contact">Contact messages</option>
          <option value="suggestion">Suggestions</option>
          <option value="bug">Bug reports</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={filter.status} onChange={(e) => onChange({ ...filter, status: e.target.value as FormStatus | '' })}>
          <option value="">Any status</option>
          <option value="new">New</option>
          <option value="handled">Handled</option>
          <option value="spam">Spam</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-q`}>Search</label>
        <input id={`${id}-q`} type="search" value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} />
      </div>
      <button type="submit" className="button button-secondary">
        Search
      </button>
      <button type="button" className="button button-secondary" onClick={() => void exportCsv(filter).then((csv) => saveBlob(csv, 'forms-inbox.csv'), onError)}>
        Export CSV
      </button>
    </form>
  );
}
