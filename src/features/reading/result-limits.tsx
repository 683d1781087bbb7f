import { Check, CircleAlert } from 'lucide-react';
import { useId } from 'react';
import type { LimitCheck } from '../../../engine/text-stats/check-limits.ts';
import { useMessages } from '../../i18n/use-messages.ts';

/**
 * Each platform limit of the tool against the result: "243 / 280 characters · X post". An overflow
 * is marked with an icon and words ("31 over"), never by colour alone, and offers "Shorter", the
 * same one-click follow-up as under the result.
 */
export function ResultLimits({ checks, onShorter }: { checks: LimitCheck[]; onShorter?: () => void }) {
  const t = useMessages('result');
  const id = useId();
  if (checks.length === 0) return null;
  const over = checks.some((c) => c.over);
  return (
    <div className="result-limits">
      <ul>
        {checks.map((c, i) => (
          <li key={i} id={`${id}-${i}`} className={c.over ? 'result-limit result-limit-over' : 'result-limit'} data-testid="result-limit">
            {c.over ? <CircleAlert size={16} aria-hidden="true" /> : <Check size={16} aria-hidden="true" />}
            <span>
              {t(c.unit === 'words' ? 'limitWords' : 'limitCharacters', { count: c.count, max: c.max })}
              {c.limit.label ? ` · ${c.limit.label}` : ''}
            </span>
            {c.over && <strong className="result-limit-excess">{t('limitOver', { count: c.count - c.max })}</strong>}
          </li>
        ))}
      </ul>
      {over && onShorter && (
        <button
          type="button"
          className="button button-secondary"
          onClick={onShorter}
          aria-describedby={checks.flatMap((c, i) => (c.over ? [`${id}-${i}`] : [])).join(' ')}
        >
          {t('refineShorter')}
        </button>
      )}
    </div>
  );
}
