import { useEffect, useState } from 'react';
import type { QuotaInfo } from '../../../engine/usage/quota-headers.ts';
import { whenIdle } from '../lazy/when-idle.ts';

/**
 * The visitor's daily generations as the tool page shows them: read from the gateway once the page
 * is idle after loading, then from each request's X-Quota-* headers, and read again when a request
 * ends, since the headers are counted at admission and a failed generation is given back after it.
 */
export function useAllowance(fromHeaders: QuotaInfo | null, generating: boolean): QuotaInfo | null {
  const [quota, setQuota] = useState<QuotaInfo | null>(null);
  useEffect(() => {
    if (fromHeaders) setQuota(fromHeaders);
  }, [fromHeaders]);
  useEffect(() => {
    if (generating) return;
    let live = true;
    const cancel = whenIdle(() => {
      // The reader and the API client load on use: not part of a tool page's first JavaScript.
      void import('./read-allowance.ts')
        .then((m) => m.readAllowance())
        .then((read) => {
          if (live && read !== undefined) setQuota(read);
        }, () => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [generating]);
  return quota;
}
