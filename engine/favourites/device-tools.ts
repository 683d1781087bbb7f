/**
 * The visitor's own tool lists, kept on the device: recently used tools and
 * favourites. Pure list logic; the browser store (src/features/favourites) persists it.
 */
export const MAX_RECENT = 8;
export const MAX_FAVOURITES = 50;

export interface DeviceTools {
  recent: string[];
  favourites: string[];
}

export const EMPTY_DEVICE_TOOLS: DeviceTools = { recent: [], favourites: [] };

/** `id` first, without duplicates, at most `max` ids. */
export function addRecent(recent: readonly string[], id: string, max = MAX_RECENT): string[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, max);
}

/** Adds `id` at the end, or removes it when present. */
export function toggleFavourite(favourites: readonly string[], id: string, max = MAX_FAVOURITES): string[] {
  return favourites.includes(id) ? favourites.filter((f) => f !== id) : [...favourites, id].slice(-max);
}

const TOOL_ID = /^[a-z0-9][a-z0-9-]{0,80}$/;

/** Reads stored JSON defensively: anything malformed becomes empty lists (it is the visitor's own data, edited or stale). */
export function parseDeviceTools(raw: string | null): DeviceTools {
  if (!raw) return EMPTY_DEVICE_TOOLS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY_DEVICE_TOOLS;
    const list = (v: unknown, max: number) =>
      Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string' && TOOL_ID.test(x)))].slice(0, max) : [];
    const record = value as Record<string, unknown>;
    return { recent: list(record.recent, MAX_RECENT), favourites: list(record.favourites, MAX_FAVOURITES) };
  } catch {
    return EMPTY_DEVICE_TOOLS;
  }
}
