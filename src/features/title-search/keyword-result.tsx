import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import type { TitleResult } from '../../../engine/title-search/csv.ts';
import { keywordGoldenRatio, titleLengthBand } from '../../../engine/title-search/title-insights.ts';

export interface KeywordResultData {
  keyword: string;
  allintitle: { total: number; items: TitleResult[] };
  allinurl: { total: number; items: TitleResult[] };
}

const BAND_LABEL = { yellow: 'short', green: 'ideal', orange: 'long', red: 'too long' } as const;

/** One keyword's counts, its optional KGR and the allintitle results with their title-length badges. */
export function KeywordResult({ result }: { result: KeywordResultData }) {
  const [volume, setVolume] = useState('');
  const volumeId = useId();
  const kgr = keywordGoldenRatio(result.allintitle.total, Number(volume));
  return (
    <section className="keyword-result card" aria-label={`Results for ${result.keyword}`}>
      <h2 className="keyword-title">{result.keyword}</h2>
      <div className="count-cards">
        <div className="count-card">
          <p className="count-label">All in Title Results</p>
          <p className="count-value">{result.allintitle.total.toLocaleString('en')}</p>
        </div>
        <div className="count-card">
          <p className="count-label">All in URL Results</p>
          <p className="count-value">{result.allinurl.total.toLocaleString('en')}</p>
        </div>
      </div>
      <div className="kgr">
        <label htmlFor={volumeId}>Monthly search volume (optional)</label>
        <input id={volumeId} type="number" min={1} inputMode="numeric" value={volume} onChange={(e) => setVolume(e.target.value)} />
        {kgr && (
          <p className={`kgr-value kgr-${kgr.zone}`} role="status">
            KGR {kgr.ratio.toFixed(2)} — {kgr.zone === 'good' ? 'good (≤ 0.25)' : kgr.zone === 'moderate' ? 'moderate (≤ 1)' : 'hard (> 1)'}
          </p>
        )}
      </div>
      {result.allintitle.items.length > 0 && (
        <ol className="result-list">
          {result.allintitle.items.map((item, i) => {
            const band = titleLengthBand(item.title.length);
            return (
              <li key={`${item.link}-${i}`} className="result-item">
                <span className={`length-badge length-${band}`} title={`${item.title.length} characters: ${BAND_LABEL[band]}`}>
                  {item.title.length}
                  <span className="visually-hidden"> characters, {BAND_LABEL[band]}</span>
                </span>
                <a href={item.link} target="_blank" rel="noopener nofollow">
                  {item.title}
                  <ExternalLink size={14} aria-hidden="true" />
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
