import { allowanceView, type AllowanceWords, type QuotaInfo } from '../../../engine/usage/allowance.ts';
import { useMessages, usePageLocale } from '../../i18n/use-messages.ts';
import { useAllowance } from './use-allowance.ts';

/** The reset time in the visitor's time zone; in the page's language (a locale id is a BCP 47 tag) except on English pages, which keep the browser's own. */
const resetTime = (lang: string | undefined) => (d: Date) => d.toLocaleString(lang, { weekday: 'long', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });

function useAllowanceWords(): AllowanceWords {
  const t = useMessages('tool-page');
  return {
    leftToday: (remaining, limit) => t('allowanceLeftToday', { remaining, limit }),
    usedUp: (limit, time) => t('allowanceUsedUp', { limit, time }),
    versionsNeed: (versions, remaining) => t('allowanceVersionsNeed', { versions, remaining }),
  };
}

export interface AllowanceLineProps {
  /** The last request's X-Quota-* headers. */
  fromHeaders: QuotaInfo | null;
  generating: boolean;
  /** The gateway's message for a request refused for want of generations; null otherwise. */
  refusal: string | null;
  versions: number;
  onOffer: (versions: number) => void;
}

/**
 * The allowance line under Generate (engine/usage/allowance.ts says what it reads): muted while
 * plenty is left, plain and announced when few or none are, an alert when it stands for a refused
 * request. When fewer generations are left than versions chosen, a button generates what fits.
 * Loaded once there is something to say: not part of a tool page's first JavaScript.
 */
export default function AllowanceLine({ fromHeaders, generating, refusal, versions, onOffer }: AllowanceLineProps) {
  const t = useMessages('tool-page');
  const locale = usePageLocale();
  const words = useAllowanceWords();
  const quota = useAllowance(fromHeaders, generating);
  const view = allowanceView(quota, { versions, refusal, words, formatTime: resetTime(locale === 'en' ? undefined : locale) });
  if (!view) return null;
  const { offer } = view;
  return (
    <div className={`allowance allowance-${view.tone}`}>
      <p className="field-help allowance-line" role={refusal ? 'alert' : view.tone === 'quiet' ? undefined : 'status'}>
        {view.text}
      </p>
      {offer !== undefined && (
        <button type="button" className="button button-secondary allowance-offer" onClick={() => onOffer(offer)}>
          {t('allowanceOffer', { count: offer })}
        </button>
      )}
    </div>
  );
}
