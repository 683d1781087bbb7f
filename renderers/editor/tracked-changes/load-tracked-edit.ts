import type * as TrackedEdit from './apply-tracked-edit.ts';

// The diff library and the code that lays a diff into the document are needed only once an
// AI answer is complete: fetched then (or when the request starts), never with the page.
let loading: Promise<typeof TrackedEdit> | null = null;

/** apply-tracked-edit.ts, loaded once; a failed load is tried again next time. */
export function loadTrackedEdit(): Promise<typeof TrackedEdit> {
  loading ??= import('./apply-tracked-edit.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
