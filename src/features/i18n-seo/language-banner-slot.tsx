import { Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lazy/when-idle.ts';
import { lazyPart } from '../lazy/lazy-part.ts';

// The banner's code is not in any page's first JavaScript: it loads once the page is idle. A
// failed load (offline) shows no banner.
const LanguageBanner = lazyPart(() => import('./language-banner.tsx'));

export function LanguageBannerSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <LanguageBanner />
    </Suspense>
  ) : null;
}
