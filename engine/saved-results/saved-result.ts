// "Saved results": every finished or stopped generation, kept in the visitor's own
// browser (IndexedDB, src/features/saved-results/). Not to be confused with the in-memory
// conversation of "Remember previous messages" (engine/generation/history-store.ts), which is sent
// back to the model; saved results never leave the device.

/** The output controls (language, length, tone), when the page had them. */
export interface SavedControls {
  language?: string;
  length?: string;
  tone?: string;
}

export interface SavedResult {
  /** Unique per record: time + random suffix (sorts by time). */
  id: string;
  toolId: string;
  toolTitle: string;
  input: string;
  /** The tool's structured fields (manifest `fields`), when the tool has them. */
  fields?: Record<string, string>;
  controls?: SavedControls;
  /** The context option value, when the tool has a Context select. */
  context?: string;
  output: string;
  /** Several versions of one request, when asked for. */
  variants?: string[];
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** The model the gateway said it used (X-Model), when it said. */
  model?: string;
  /** 'stopped' when the visitor stopped it before the end. */
  status: 'done' | 'stopped';
}

export type NewSavedResult = Omit<SavedResult, 'id' | 'createdAt'>;

/** The storage cap, shown on /history: the oldest results go first when either limit is passed. */
export const SAVED_RESULTS_CAP = { entries: 500, bytes: 20 * 1024 * 1024 } as const;

/** A record with its id and time. `random` is injectable for tests. */
export function createSavedResult(result: NewSavedResult, now: number, random: () => number = Math.random): SavedResult {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return { ...clean(result), id: `${now.toString(36).padStart(9, '0')}-${suffix}`, createdAt: now };
}

/** Drops empty optional parts so records stay small and exports stay readable. */
function clean(result: NewSavedResult): NewSavedResult {
  const out: NewSavedResult = { toolId: result.toolId, toolTitle: result.toolTitle, input: result.input, output: result.output, status: result.status };
  if (result.fields && Object.keys(result.fields).length > 0) out.fields = { ...result.fields };
  if (result.controls && Object.values(result.controls).some((v) => v)) out.controls = { ...result.controls };
  if (result.context) out.context = result.context;
  if (result.variants && result.variants.length > 0) out.variants = [...result.variants];
  if (result.model) out.model = result.model;
  return out;
}

/** UTF-8 size of a record as stored (its JSON), the unit of the byte cap. */
export function recordBytes(result: SavedResult): number {
  return new TextEncoder().encode(JSON.stringify(result)).length;
}

/**
 * Ids to delete so that what is left fits the cap: the oldest first. A single record larger than
 * the whole byte cap is dropped too (it could never fit).
 */
export function idsOverCap(results: readonly SavedResult[], cap: { entries: number; bytes: number } = SAVED_RESULTS_CAP): string[] {
  const newestFirst = [...results].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  const drop: string[] = [];
  let bytes = 0;
  let kept = 0;
  for (const r of newestFirst) {
    const size = recordBytes(r);
    if (kept < cap.entries && bytes + size <= cap.bytes) {
      kept += 1;
      bytes += size;
    } else drop.push(r.id);
  }
  return drop;
}

/** True for a value that has the shape of a saved result (an import or an old database row). */
export function isSavedResult(value: unknown): value is SavedResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.toolId === 'string' &&
    typeof r.toolTitle === 'string' &&
    typeof r.input === 'string' &&
    typeof r.output === 'string' &&
    typeof r.createdAt === 'number' &&
    (r.status === 'done' || r.status === 'stopped')
  );
}
