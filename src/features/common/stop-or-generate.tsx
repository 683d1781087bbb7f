import { Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';

/**
 * Generate (the form's submit button), or Stop Generation while a request runs: the one pair of
 * buttons of every page that asks the AI for something. `icon` is Generate's own icon.
 */
export function StopOrGenerate({
  busy,
  disabled,
  onStop,
  icon,
  className = '',
  describedBy,
}: {
  busy: boolean;
  disabled: boolean;
  onStop: () => void;
  icon: ReactNode;
  className?: string;
  /** The id of the text that says why Generate is disabled, beside it. */
  describedBy?: string;
}) {
  const extra = className ? ` ${className}` : '';
  const t = useMessages('common');
  return busy ? (
    // Distinct keys: reusing one <button> would let the Stop click's default action submit the form again.
    <button key="stop" type="button" className={`button button-danger${extra}`} onClick={onStop}>
      <Square size={16} aria-hidden="true" /> {t('stopGeneration')}
    </button>
  ) : (
    <button key="generate" type="submit" className={`button button-primary${extra}`} disabled={disabled} aria-describedby={describedBy}>
      {icon} {t('generate')}
    </button>
  );
}
