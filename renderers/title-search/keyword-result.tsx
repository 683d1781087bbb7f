import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import type { TitleResult } from '../../engine/title-search/csv.ts';
import { keywordGoldenRatio, titleLengthBand } from '../../engine/title-search/title-insights.ts';
import { formatCountIn, formatDecimalIn } from '../../engine/format/format-number.ts';
import type { MessageKey } from '../../src/i18n/namespaces.ts';
import { useMessages } from '../../src/i18n/use-messages.ts';
import { usePageLang } from './use-page-lang.ts';

export interface KeywordResultData {
  keyword: string;
  allintitle: { total: number; items: TitleResult[] };
  allinurl: { total: number; items: TitleResult[] };
}

const BAND_LABEL = { yellow: 'lengthShort', green: 'lengthIdeal', orange: 'lengthLong', red: 'lengthTooLong' } as const satisfies Record<string, MessageKey<'title-search'>>;
const ZONE_LABEL = { good: 'kgrGood', moderate: 'kgrModerate', hard: 'kgrHard' } as const satisfies Record<string, MessageKey<'title-search'>>;

/** One keyword's counts, its optional KGR and the allintitle results with their title-length badges. */
export function KeywordResult({ result }: { result: KeywordResultData }) {
  const t = useMessages('title-search');
  const lang = usePageLang();
  const [volume, setVolume] = useState('');
  const volumeId = useId();
  const kgr = keywordGoldenRatio(result.allintitle.total, Number(volume));
  return (
    <section className="keyword-result card" aria-label={t('resultsLabel', { keyword: result.keyword })}>
      <h2 className="keyword-title">{result.keyword}</h2>
      <div className="count-cards">
        <div className="count-card">
          <p className="count-label">{t('countAllInTitle')}</p>
          <p className="count-value">{formatCountIn(result.allintitle.total, lang)}</p>
        </div>
        <div className="count-card">
          <p className="count-label">{t('countAllInUrl')}</p>
          <p className="count-value">{formatCountIn(result.allinurl.total, lang)}</p>
        </div>
      </div>
      <div className="kgr">
        <label htmlFor={volumeId}>{t('volumeLabel')}</label>
        <input id={volumeId} type="number" min={1} inputMode="numeric" value={volume} onChange={(e) => setVolume(e.target.value)} />
        {kgr && (
          <p className={`kgr-value kgr-${kgr.zone}`} role="status">
            {t('kgrValue', { ratio: formatDecimalIn(kgr.ratio, lang, 2), zone: t(ZONE_LABEL[kgr.zone]) })}
          </p>
        )}
      </div>
      {result.allintitle.items.length > 0 && (
        <ol className="result-list">
          {result.allintitle.items.map((item, i) => {
            const lengthBand = titleLengthBand(item.title.length);
            const band = t(BAND_LABEL[lengthBand]);
            return (
              <li key={`${item.link}-${i}`} className="result-item">
                <span className={`length-badge length-${lengthBand}`} title={t('lengthBadgeTitle', { count: item.title.length, band })}>
                  {item.title.length}
                  <span className="visually-hidden"> {t('lengthBadgeHidden', { band })}</span>
                </span>
                <a href={item.link} target="_blank" rel="noopener nofollow">
                  {item.title}
                  <ExternalLink size={14} aria-hidden="true" />
                  <span className="visually-hidden"> {t('opensInNewTab')}</span>
                </a>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
