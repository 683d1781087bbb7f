import { fairUseAnswer } from '../../../engine/usage/fair-use-text.ts';
import { usePublicConfig } from '../config/use-public-config.ts';

/** The fair-use limits the operator configured (GET /api/config), or the general sentence until they are known. */
export function FairUseAnswer() {
  const config = usePublicConfig();
  return <>{fairUseAnswer(config?.limits)}</>;
}
