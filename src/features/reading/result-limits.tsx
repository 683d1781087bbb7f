import { Check, CircleAlert } from 'lucide-react';
import { useId } from 'react';
import type { LimitCheck, LimitUnit, OptionLimitCheck } from '../../../engine/text-stats/check-limits.ts';
import type { MessageKey } from '../../i18n/namespaces.ts';
import { useMessages } from '../../i18n/use-messages.ts';

const COUNT_KEYS: Record<LimitUnit, MessageKey<'result'>> = { characters: 'limitCharacters', words: 'limitWords', hashtags: 'limitHashtags' };
const EACH_KEYS: Record<LimitUnit, MessageKey<'result'>> = { characters: 'limitEachCharacters', words: 'limitEachWords', hashtags: 'limitEachHashtags' };

/**
 * Each platform limit of the tool against the result: "243 / 280 characters · X post", or for a
 * limit on each option of a list, "Each option: at most 100 characters · YouTube title — all 10
 * fit" or which options are over. An overflow is marked with an icon and words ("31 over"), never
 * by colour alone, and offers "Shorter", the same one-click follow-up as under the result.
 */
export function ResultLimits({ checks, optionChecks = [], onShorter }: { checks: LimitCheck[]; optionChecks?: OptionLimitCheck[]; onShorter?: () => void }) {
  const t = useMessages('result');
  const id = useId();
  if (checks.length === 0 && optionChecks.length === 0) return null;
  const rows = [...checks, ...optionChecks];
  const over = rows.some((c) => c.over);
  const label = (c: LimitCheck | OptionLimitCheck) => (c.limit.label ? ` · ${c.limit.label}` : '');
  return (
    <div className="result-limits">
      <ul>
        {checks.map((c, i) => (
          <li key={i} id={`${id}-${i}`} className={c.over ? 'result-limit result-limit-over' : 'result-limit'} data-testid="result-limit">
            {c.over ? <CircleAlert size={16} aria-hidden="true" /> : <Check size={16} aria-hidden="true" />}
            <span>
              {t(COUNT_KEYS[c.unit], { count: c.count, max: c.max })}
              {label(c)}
            </span>
            {c.over && <strong className="result-limit-excess">{t('limitOver', { count: c.count - c.max })}</strong>}
          </li>
        ))}
        {optionChecks.map((c, i) => (
          <li key={`option-${i}`} id={`${id}-${checks.length + i}`} className={c.over ? 'result-limit result-limit-over' : 'result-limit'} data-testid="result-limit">
            {c.over ? <CircleAlert size={16} aria-hidden="true" /> : <Check size={16} aria-hidden="true" />}
            <span>
              {t(EACH_KEYS[c.unit], { max: c.max })}
              {label(c)}
              {' — '}
              {c.over ? t('limitOptionsOver', { count: c.overOptions.length }) : t('limitAllFit', { count: c.options })}
            </span>
            {c.over && (
              <strong className="result-limit-excess">
                {c.overOptions.map((o) => t('limitOptionOver', { number: o.number, count: o.count, over: o.count - c.max })).join(' · ')}
              </strong>
            )}
          </li>
        ))}
      </ul>
      {over && onShorter && (
        <button type="button" className="button button-secondary" onClick={onShorter} aria-describedby={rows.flatMap((c, i) => (c.over ? [`${id}-${i}`] : [])).join(' ')}>
          {t('refineShorter')}
        </button>
      )}
    </div>
  );
}
