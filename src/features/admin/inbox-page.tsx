import { useCallback, useEffect, useState } from 'react';
import { deleteItem, markItem, readInbox, type FormStatus, type InboxFilter, type InboxItem } from './admin-api.ts';
import { useAdminConsole } from './admin-console.ts';
import { EraseForm } from './erase-form.tsx';
import { InboxEntry, type ItemActions } from './inbox-item.tsx';
import { InboxFilters } from './inbox-filters.tsx';

const ALL: InboxFilter = { type: '', status: '', q: '' };

/** The inbox's list for a filter, with paging and in-place updates after an action. */
function useInbox(filter: InboxFilter, onError: (error: unknown) => string) {
  const [items, setItems] = useState<InboxItem[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [reload, setReload] = useState(0);
  const { setNewCount } = useAdminConsole();
  useEffect(() => {
    const controller = new AbortController();
    readInbox(filter, 0, controller.signal).then(
      (page) => {
        setItems(page.items);
        setTotal(page.total);
        setNewCount(page.newCount);
      },
      (error: unknown) => !controller.signal.aborted && setMessage(onError(error)),
    );
    return () => controller.abort();
  }, [filter, reload, onError, setNewCount]);
  const more = useCallback(() => {
    readInbox(filter, items.length).then((page) => setItems((shown) => [...shown, ...page.items]), (error: unknown) => setMessage(onError(error)));
  }, [filter, items.length, onError]);
  return { items, setItems, total, setTotal, message, setMessage, more, refresh: () => setReload((n) => n + 1) };
}

/** The forms inbox: suggestions, contact messages and bug reports, newest first. */
export function InboxPage() {
  const { onError, setNewCount } = useAdminConsole();
  const [filter, setFilter] = useState<InboxFilter>(ALL);
  const [busy, setBusy] = useState(false);
  const inbox = useInbox(filter, onError);
  const act = async (work: () => Promise<{ newCount: number }>, done: string) => {
    setBusy(true);
    try {
      setNewCount((await work()).newCount);
      inbox.setMessage(done);
      inbox.refresh();
    } catch (error) {
      inbox.setMessage(onError(error));
    } finally {
      setBusy(false);
    }
  };
  const actions: ItemActions = {
    mark: (item: InboxItem, status: FormStatus) => void act(() => markItem(item.id, status), `#${item.id} marked ${status}.`),
    remove: (item: InboxItem) => void act(() => deleteItem(item.id), `#${item.id} deleted.`),
  };
  return (
    <section className="admin-page" aria-labelledby="inbox-title">
      <h1 id="inbox-title">Forms inbox</h1>
      <InboxFilters filter={filter} onChange={setFilter} onError={(error) => inbox.setMessage(onError(error))} />
      <p role="status" className="inbox-summary">
        {inbox.total === null ? 'Loading…' : `${inbox.total} submission${inbox.total === 1 ? '' : 's'}`}
        {inbox.message && ` · ${inbox.message}`}
      </p>
      <ul className="inbox-list">
        {inbox.items.map((item) => (
          <InboxEntry key={item.id} item={item} actions={actions} busy={busy} />
        ))}
      </ul>
      {inbox.total !== null && inbox.items.length < inbox.total && (
        <button type="button" className="button button-secondary" onClick={inbox.more}>
          Show more
        </button>
      )}
      <EraseForm
        onError={onError}
        onErased={(_deleted, newCount) => {
          setNewCount(newCount);
          inbox.refresh();
        }}
      />
    </section>
  );
}
