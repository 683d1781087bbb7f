import { Turnstile } from '@marsidev/react-turnstile';
import { useMessages } from '../../i18n/use-messages.ts';
import { usePublicConfig } from '../config/use-public-config.ts';

/**
 * The Turnstile check the gateway asks for after CHALLENGE_AFTER generations.
 * Loaded lazily (tool-workspace.tsx), so tool pages carry no captcha code until it is needed.
 */
export default function ChallengeWidget({ onToken }: { onToken: (token: string) => void }) {
  const t = useMessages('tool-page');
  const config = usePublicConfig();
  if (config === undefined) return <p className="field-help">{t('challengeLoading')}</p>;
  if (!config?.captchaSiteKey) return null;
  return (
    <div className="captcha challenge-widget">
      <p className="field-help">{t('challengePrompt')}</p>
      <Turnstile siteKey={config.captchaSiteKey} options={{ theme: 'auto', refreshExpired: 'manual' }} onSuccess={onToken} />
    </div>
  );
}
