import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { EMPTY_DEVICE_TOOLS, addRecent, parseDeviceTools, toggleFavourite, type DeviceTools } from '../../../engine/favourites/device-tools.ts';

/** localStorage key; docs/workspace.md and the Privacy Policy name it. */
export const DEVICE_TOOLS_KEY = 'awt-device-tools';

// A tiny external store rather than zustand: this sits on the home and tool pages' first
// chunk, which has a size budget (issue 12), and zustand is otherwise loaded lazily.
type State = DeviceTools & { loaded: boolean };
// Starts empty so the prerendered HTML and the first render agree; filled after mount.
let state: State = { ...EMPTY_DEVICE_TOOLS, loaded: false };
const listeners = new Set<() => void>();
const setState = (next: State) => {
  state = next;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const SERVER_STATE: State = { ...EMPTY_DEVICE_TOOLS, loaded: false };

function read(): DeviceTools {
  try {
    return parseDeviceTools(window.localStorage.getItem(DEVICE_TOOLS_KEY));
  } catch {
    return EMPTY_DEVICE_TOOLS; // storage blocked: the lists simply stay empty
  }
}

function write(next: DeviceTools): void {
  setState({ ...next, loaded: true });
  try {
    window.localStorage.setItem(DEVICE_TOOLS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the lists still work for this page view.
  }
}

let listening = false;
function load(): void {
  if (!state.loaded) setState({ ...read(), loaded: true });
  if (listening) return;
  listening = true;
  // Another tab changed the lists: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === DEVICE_TOOLS_KEY) setState({ ...parseDeviceTools(event.newValue), loaded: true });
  });
}

export function useDeviceTools(): State {
  useEffect(load, []);
  return useSyncExternalStore(subscribe, () => state, () => SERVER_STATE);
}

/**
 * Whether one tool is a favourite. A star subscribes to this answer only, not to the whole
 * state: the lists are read from storage right after hydration, and with every star (98 on
 * the home page) re-rendering on that change, React re-rendered them all in one synchronous
 * task (the home page's largest after hydration, with its commit); now only a star whose
 * answer changed re-renders, none at all for a visitor without favourites.
 */
export function useIsFavourite(id: string): boolean {
  useEffect(load, []);
  return useSyncExternalStore(
    subscribe,
    () => state.favourites.includes(id),
    () => false,
  );
}

/**
 * Which of `ids` are favourites: for a list of cards, one subscription for the whole list rather
 * than one per star (the home page has 107 stars, each with a subscription and two effects to
 * set up while hydrating). The snapshot is the favourite ids among `ids` as one string, so React
 * compares it by value and a list re-renders only when its own answer changes.
 */
export function useFavouritesAmong(ids: readonly string[]): ReadonlySet<string> {
  useEffect(load, []);
  const key = useSyncExternalStore(
    subscribe,
    () => ids.filter((id) => state.favourites.includes(id)).join('\n'),
    () => '',
  );
  return useMemo(() => new Set(key === '' ? [] : key.split('\n')), [key]);
}

export function recordRecentTool(id: string): void {
  load();
  write({ favourites: state.favourites, recent: addRecent(state.recent, id) });
}

export function toggleFavouriteTool(id: string): void {
  load();
  write({ recent: state.recent, favourites: toggleFavourite(state.favourites, id) });
}
