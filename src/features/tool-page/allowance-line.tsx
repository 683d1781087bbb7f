import { Suspense } from 'react';
import { isAllowanceRefusal } from '../../../engine/errors/quota-rejections.ts';
import type { GenerationState } from '../../../engine/generation/generation-reducer.ts';
import type { QuotaInfo } from '../../../engine/usage/quota-headers.ts';
import { lazyPart } from '../lazy/lazy-part.ts';

// The line, and its reading of GET /api/allowance (once the page is idle), load on their own: not
// part of a tool page's first JavaScript. Offline before it arrives, no line: the page stays.
const AllowanceLine = lazyPart(() => import('./allowance-view.tsx'));

/**
 * The tool page's allowance: `allowance` draws the line for the versions chosen in the form;
 * `refused` is true when the shown request was refused for want of generations, which the line
 * then says (the page shows no error box for it).
 */
export function useAllowanceLine(fromHeaders: QuotaInfo | null, generating: boolean, shown: GenerationState) {
  const refusal = !generating && isAllowanceRefusal(shown.code) ? shown.error : null;
  const allowance = (versions: number, offer: (versions: number) => void) => (
    <Suspense fallback={null}>
      <AllowanceLine fromHeaders={fromHeaders} generating={generating} refusal={refusal} versions={versions} onOffer={offer} />
    </Suspense>
  );
  return { allowance, refused: refusal !== null };
}
