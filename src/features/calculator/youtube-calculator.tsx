import { Link2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { DEFAULT_INPUT, estimateRevenue, fromQuery, NICHE_PRESETS, toQuery, type CalculatorInput } from '../../../engine/calculator/youtube-revenue.ts';
import { useCopy } from '../clipboard/use-copy.ts';

const money = (v: number) => v.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: v < 100 ? 2 : 0 });

/** YouTube revenue calculator: computed in the browser, no AI call; the URL query holds the inputs so results can be shared. */
export function YoutubeCalculator() {
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
          <label htmlFor={ids.views}>Daily views</label>
          <input id={ids.views} type="number" min={0} step={100} value={input.dailyViews} onChange={(e) => setInput((i) => ({ ...i, dailyViews: Math.max(0, Number(e.target.value) || 0) }))} />
        </div>
        <div className="field">
          <label htmlFor={ids.niche}>Niche</label>
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
                {p.label} (${p.rpm.min}–${p.rpm.max} RPM)
              </option>
            ))}
            <option value="custom">Custom RPM</option>
          </select>
        </div>
        <div className="image-options">
          <div className="field">
            <label htmlFor={ids.min}>RPM from ($ per 1,000 views)</label>
            <input id={ids.min} type="number" min={0} step={0.1} value={input.rpm.min} onChange={(e) => setRpm('min', Math.max(0, Number(e.target.value) || 0))} />
          </div>
          <div className="field">
            <label htmlFor={ids.max}>RPM to</label>
            <input id={ids.max} type="number" min={0} step={0.1} value={input.rpm.max} onChange={(e) => setRpm('max', Math.max(0, Number(e.target.value) || 0))} />
          </div>
        </div>
      </form>
      <section className="card" aria-labelledby="estimate-title" aria-live="polite">
        <h2 id="estimate-title">Estimated earnings</h2>
        <div className="count-cards">
          {(['daily', 'monthly', 'yearly'] as const).map((period) => (
            <div key={period} className="count-card" data-testid={`estimate-${period}`}>
              <p className="count-label">{period === 'daily' ? 'Daily' : period === 'monthly' ? 'Monthly' : 'Yearly'}</p>
              <p className="count-value">
                <span className="amount">{money(estimate[period].min)}</span> – <span className="amount">{money(estimate[period].max)}</span>
              </p>
            </div>
          ))}
        </div>
        <p className="field-help">Estimates only: RPM varies with audience country, season, ad types and your channel. Views ÷ 1,000 × RPM; a month is 365/12 days.</p>
        <button type="button" className="button button-secondary" onClick={() => void copy(window.location.href)}>
          <Link2 size={16} aria-hidden="true" /> {copied ? 'Link copied!' : 'Copy link to these results'}
        </button>
      </section>
    </div>
  );
}
