import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { EMPTY_DEVICE_TOOLS, addRecent, parseDeviceTools, toggleFavourite, type DeviceTools } from '../../../engine/favourites/device-tools.ts';

/** localStorage key; the README and Privacy Policy name it. */
export const DEVICE_TOOLS_KEY = 'awt-device-tools';

// Starts empty so the prerendered HTML and the first render agree; filled after mount.
const store = createStore<DeviceTools & { loaded: boolean }>()(() => ({ ...EMPTY_DEVICE_TOOLS, loaded: false }));

function read(): DeviceTools {
  try {
    return parseDeviceTools(window.localStorage.getItem(DEVICE_TOOLS_KEY));
  } catch {
    return EMPTY_DEVICE_TOOLS; // storage blocked: the lists simply stay empty
  }
}

function write(next: DeviceTools): void {
  store.setState({ ...next, loaded: true });
  try {
    window.localStorage.setItem(DEVICE_TOOLS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the lists still work for this page view.
  }
}

let listening = false;
function load(): void {
  if (!store.getState().loaded) store.setState({ ...read(), loaded: true });
  if (listening) return;
  listening = true;
  // Another tab changed the lists: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === DEVICE_TOOLS_KEY) store.setState({ ...parseDeviceTools(event.newValue), loaded: true });
  });
}

export function useDeviceTools(): DeviceTools & { loaded: boolean } {
  useEffect(load, []);
  return useStore(store);
}

export function recordRecentTool(id: string): void {
  load();
  const { recent, favourites } = store.getState();
  write({ favourites, recent: addRecent(recent, id) });
}

export function toggleFavouriteTool(id: string): void {
  load();
  const { recent, favourites } = store.getState();
  write({ recent, favourites: toggleFavourite(favourites, id) });
}
