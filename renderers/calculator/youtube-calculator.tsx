import { Link2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { DEFAULT_INPUT, estimateRevenue, fromQuery, NICHE_PRESETS, toQuery, type CalculatorInput, type NicheId } from '../../engine/calculator/youtube-revenue.ts';
import { LOCALE_INFO } from '../../engine/i18n/locales.ts';
import { useCopy } from '../../src/features/clipboard/use-copy.ts';
import type { MessageKey } from '../../src/i18n/namespaces.ts';
import { useMessages, usePageLocale } from '../../src/i18n/use-messages.ts';

/** US dollars as the page's language writes them; English pages keep the US form ("$1,234"). */
const money = (v: number, lang: string) => v.toLocaleString(lang === 'en' ? 'en-US' : lang, { style: 'currency', currency: 'USD', maximumFractionDigits: v < 100 ? 2 : 0 });

const NICHE_LABEL: Record<NicheId, MessageKey<'calculator'>> = {
  general: 'nicheGeneral',
  gaming: 'nicheGaming',
  education: 'nicheEducation',
  tech: 'nicheTech',
  finance: 'nicheFinance',
  business: 'nicheBusiness',
  health: 'nicheHealth',
  lifestyle: 'nicheLifestyle',
};
const PERIOD_LABEL = { daily: 'periodDaily', monthly: 'periodMonthly', yearly: 'periodYearly' } as const satisfies Record<string, MessageKey<'calculator'>>;

/** YouTube revenue calculator: computed in the browser, no AI call; the URL query holds the inputs so results can be shared. */
export function YoutubeCalculator() {
  const t = useMessages('calculator');
  const lang = LOCALE_INFO[usePageLocale()].htmlLang;
  const [input, setInput] = useState<CalculatorInput>(DEFAULT_INPUT);
  const ids = { views: useId(), niche: useId(), min: useId(), max: useId() };
  const { copied, copy } = useCopy();
  useEffect(() => {
    // A shared link carries the inputs in its query.
    if (new URLSearchParams(window.location.search).has('views')) setInput(fromQuery(window.location.search));
  }, []);
  useEffect(() => {
    window.history.replaceState(null, '', `${window.location.pathname}?${toQuery(input)}`);
  }, [input]);
  const estimate = estimateRevenue(input.dailyViews, input.rpm);
  const setRpm = (key: 'min' | 'max', value: number) => setInput((i) => ({ ...i, niche: 'custom', rpm: { ...i.rpm, [key]: value } }));

  return (
    <div className="calculator">
      <form className="card tool-form" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.views}>{t('viewsLabel')}</label>
          <input id={ids.views} type="number" min={0} step={100} value={input.dailyViews} onChange={(e) => setInput((i) => ({ ...i, dailyViews: Math.max(0, Number(e.target.value) || 0) }))} />
        </div>
        <div className="field">
          <label htmlFor={ids.niche}>{t('nicheLabel')}</label>
          <select
            id={ids.niche}
            value={input.niche}
            onChange={(e) => {
              const preset = NICHE_PRESETS.find((p) => p.id === e.target.value);
              setInput((i) => (preset ? { ...i, niche: preset.id, rpm: { ...preset.rpm } } : { ...i, niche: 'custom' }));
            }}
          >
            {NICHE_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {t('nicheOption', { niche: t(NICHE_LABEL[p.id]), min: p.rpm.min, max: p.rpm.max })}
              </option>
            ))}
            <option value="custom">{t('nicheCustom')}</option>
          </select>
        </div>
        <div className="image-options">
          <div className="field">
            <label htmlFor={ids.min}>{t('rpmFromLabel')}</label>
            <input id={ids.min} type="number" min={0} step={0.1} value={input.rpm.min} onChange={(e) => setRpm('min', Math.max(0, Number(e.target.value) || 0))} />
          </div>
          <div className="field">
            <label htmlFor={ids.max}>{t('rpmToLabel')}</label>
            <input id={ids.max} type="number" min={0} step={0.1} value={input.rpm.max} onChange={(e) => setRpm('max', Math.max(0, Number(e.target.value) || 0))} />
          </div>
        </div>
      </form>
      <section className="card" aria-labelledby="estimate-title" aria-live="polite">
        <h2 id="estimate-title">{t('estimateTitle')}</h2>
        <div className="count-cards">
          {(['daily', 'monthly', 'yearly'] as const).map((period) => (
            <div key={period} className="count-card" data-testid={`estimate-${period}`}>
              <p className="count-label">{t(PERIOD_LABEL[period])}</p>
              <p className="count-value">
                <span className="amount">{money(estimate[period].min, lang)}</span> – <span className="amount">{money(estimate[period].max, lang)}</span>
              </p>
            </div>
          ))}
        </div>
        <p className="field-help">{t('disclaimer')}</p>
        <button type="button" className="button button-secondary" onClick={() => void copy(window.location.href)}>
          <Link2 size={16} aria-hidden="true" /> {copied ? t('linkCopied') : t('copyLink')}
        </button>
      </section>
    </div>
  );
}
