import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import type { RefObject } from 'react';
import { useMessages } from '../../src/i18n/use-messages.ts';

interface CaptchaBoxProps {
  /** undefined while the public config loads; null or without a key when the server has no captcha. */
  siteKey: string | null | undefined;
  widget: RefObject<TurnstileInstance | undefined>;
  onToken: (token: string) => void;
  /** The widget failed or its token expired: the message to show until a new token comes. */
  onProblem: (message: string) => void;
}

/** The human check in front of the search (Turnstile), or what stands in its place. */
export function CaptchaBox({ siteKey, widget, onToken, onProblem }: CaptchaBoxProps) {
  const t = useMessages('title-search');
  return (
    <div className="captcha">
      {siteKey === undefined ? (
        <p className="field-help">{t('captchaLoading')}</p>
      ) : siteKey ? (
        <Turnstile
          ref={widget}
          siteKey={siteKey}
          options={{ theme: 'auto', refreshExpired: 'manual' }}
          onSuccess={onToken}
          onError={() => onProblem(t('captchaFailed'))}
          onExpire={() => onProblem(t('captchaExpired'))}
        />
      ) : (
        <p className="field-help field-error">{t('captchaNotConfigured')}</p>
      )}
    </div>
  );
}
