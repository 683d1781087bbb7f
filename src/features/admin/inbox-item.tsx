import { useState } from 'react';
import type { FormStatus, InboxItem } from './admin-api.ts';

const TYPE_NAMES: Record<InboxItem['type'], string> = { contact: 'Contact message', suggestion: 'Suggestion', bug: 'Bug report' };
const STATUS_ACTIONS: Array<{ status: FormStatus; label: string }> = [
  { status: 'handled', label: 'Mark handled' },
  { status: 'spam', label: 'Mark spam' },
  { status: 'new', label: 'Mark new' },
];

/** A field name as a label: `happened` → `Happened`. */
const labelOf = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/[-_]/g, ' ');

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface ItemActions {
  mark: (item: InboxItem, status: FormStatus) => void;
  remove: (item: InboxItem) => void;
}

/** One submission: what was sent (shown as text, never as HTML), its status and its actions. */
export function InboxEntry({ item, actions, busy }: { item: InboxItem; actions: ItemActions; busy: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const titleId = `inbox-item-${item.id}`;
  return (
    <li className="inbox-item card" aria-labelledby={titleId}>
      <h2 id={titleId} className="inbox-item-title">
        {TYPE_NAMES[item.type]} #{item.id}
        <span className={`inbox-status inbox-status-${item.status}`}>{item.status}</span>
      </h2>
      <p className="inbox-item-meta">
        <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
        {item.forwardedAt && ' · forwarded to the webhook'}
      </p>
      <dl className="inbox-fields">
        {Object.entries(item.fields).map(([key, value]) => (
          <div key={key}>
            <dt>{labelOf(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="inbox-actions">
        {STATUS_ACTIONS.filter((a) => a.status !== item.status).map((a) => (
          <button key={a.status} type="button" className="button button-secondary button-small" disabled={busy} onClick={() => actions.mark(item, a.status)} aria-describedby={titleId}>
            {a.label}
          </button>
        ))}
        {confirming ? (
          <span role="group" aria-label={`Confirm deleting #${item.id}`} className="inbox-confirm">
            <span>Delete #{item.id} for good?</span>
            <button type="button" className="button button-danger button-small" disabled={busy} onClick={() => actions.remove(item)}>
              Yes, delete
            </button>
            <button type="button" className="button button-secondary button-small" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </span>
        ) : (
          <button type="button" className="button button-secondary button-small" disabled={busy} onClick={() => setConfirming(true)} aria-describedby={titleId}>
            Delete
          </button>
        )}
      </div>
    </li>
  );
}
