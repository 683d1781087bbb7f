import { FIRST_PAINT_MESSAGES as MESSAGES } from '../../../engine/errors/first-paint-messages.ts';
import { isOffline } from '../api/offline.ts';
import { whenIdle } from '../lazy/when-idle.ts';
import type * as StreamReader from './stream-generation.ts';

// The stream reader and its SSE parser arrive when the page is idle or on the first Generate,
// not with the page: a tool page's first JavaScript has a budget (docs/commands.md, measure:js).
let loading: Promise<typeof StreamReader> | null = null;

function load() {
  loading ??= import('./stream-generation.ts').catch((error: unknown) => {
    loading = null; // try again next time (the visitor may be back online)
    throw error;
  });
  return loading;
}

/** Fetches the reader in the background once the page has settled. */
export function preloadStreamGeneration(): void {
  const start = () => void load().catch(() => undefined);
  if (typeof window === 'undefined') return;
  whenIdle(start, { fallbackMs: 1000 });
}

/** streamGeneration, loaded on demand; a reader that cannot be fetched ends as the offline or fallback failure. */
export async function streamGenerationLazily(...args: Parameters<typeof StreamReader.streamGeneration>): Promise<void> {
  let reader: typeof StreamReader;
  try {
    reader = await load();
  } catch {
    const dispatch = args[3];
    dispatch(isOffline() ? { type: 'fail', message: MESSAGES.offline, code: 'offline' } : { type: 'fail', message: MESSAGES.fallback });
    return;
  }
  return reader.streamGeneration(...args);
}
