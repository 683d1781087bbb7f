import { usePublicConfig } from '../config/use-public-config.ts';
import { localizedFairUse, type FairUseText } from './fair-use-text.ts';

/** The fair-use limits the operator configured (GET /api/config) in the page's language, or the general sentence until they are known. */
export function FairUseAnswer({ text, htmlLang }: { text: FairUseText; htmlLang: string }) {
  const config = usePublicConfig();
  return <>{localizedFairUse(config?.limits, text, htmlLang)}</>;
}
