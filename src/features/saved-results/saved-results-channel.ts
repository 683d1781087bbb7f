// Keeps every open tab in step: a write in one tab tells the others through a
// BroadcastChannel, and this tab's own listeners directly (a channel does not echo to its sender).

const CHANNEL = 'awt-saved-results';
type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

function ensureChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => {
    for (const l of listeners) l();
  };
}

/** Something changed (a result saved or deleted, the setting switched): every tab reloads its list. */
export function notifySavedResultsChanged(): void {
  ensureChannel();
  channel?.postMessage('changed');
  for (const l of listeners) l();
}

export function onSavedResultsChanged(listener: Listener): () => void {
  ensureChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
