import { useMemo, type RefObject } from 'react';
import { checkLimits, checkOptionLimits, countsAsX, countsDoubleWidth, type Limit } from '../../../engine/text-stats/check-limits.ts';
import { doubleWidthLength } from '../../../engine/text-stats/double-width-length.ts';
import { countHashtags } from '../../../engine/text-stats/counts.ts';
import { readerText } from '../../../engine/text-stats/reader-text.ts';
import { xWeightedLength } from '../../../engine/text-stats/x-weighted-length.ts';
import { optionCounts } from '../../../engine/text-stats/result-options.ts';
import type { ReadabilityFormula, ReadabilityGrade } from '../../../engine/text-stats/readability.ts';
import { textStats } from '../../../engine/text-stats/text-stats.ts';
import type { MessageKey } from '../../i18n/namespaces.ts';
import { useMessages, usePageLocale } from '../../i18n/use-messages.ts';
import { ResultLimits } from './result-limits.tsx';
import { useFollowStream } from './use-follow-stream.ts';
import { useThrottledText } from './use-throttled-text.ts';

const FORMULA_KEYS: Record<ReadabilityFormula, MessageKey<'result'>> = {
  flesch: 'formulaFlesch',
  'szigriszt-pazos': 'formulaSzigrisztPazos',
  'kandel-moles': 'formulaKandelMoles',
  amstad: 'formulaAmstad',
  gulpease: 'formulaGulpease',
  'flesch-douma': 'formulaFleschDouma',
  'flesch-martins': 'formulaFleschMartins',
  oborneva: 'formulaOborneva',
  atesman: 'formulaAtesman',
  lix: 'formulaLix',
};

const GRADE_KEYS: Record<ReadabilityGrade, MessageKey<'result'>> = {
  veryEasy: 'gradeVeryEasy',
  easy: 'gradeEasy',
  fairlyEasy: 'gradeFairlyEasy',
  standard: 'gradeStandard',
  fairlyDifficult: 'gradeFairlyDifficult',
  difficult: 'gradeDifficult',
  veryDifficult: 'gradeVeryDifficult',
};

export interface ReadingStatsProps {
  text: string;
  follow: RefObject<HTMLElement | null>;
  streaming: boolean;
  /** The output language chosen for the result (a BCP 47 tag); unset: the page's language. */
  language?: string;
  /** The tool's platform limits (its manifest's `limits`). */
  limits?: readonly Limit[];
  /** "Shorter", offered when the finished result is over a limit. */
  onShorter?: () => void;
}

/**
 * Under the result: words, characters, sentences, reading time, the readability score of the
 * result's language with its grade in plain words, and the tool's platform limits. Live while it
 * streams, counted a few times a second (useThrottledText). It also keeps the page following the
 * stream: both load together, lazily, with the first result (the tool page's first chunk has a budget).
 * Not a live region: the result above it is one already, and the counts would talk over it.
 */
export function ReadingStatsLine({ text, follow, streaming, language, limits, onShorter }: ReadingStatsProps) {
  const t = useMessages('result');
  const pageLocale = usePageLocale();
  useFollowStream(follow, streaming, text);
  const counted = useThrottledText(text, streaming);
  const stats = useMemo(() => textStats(counted, language ?? pageLocale), [counted, language, pageLocale]);
  const asX = countsAsX(limits);
  const read = useMemo(() => readerText(counted), [counted]);
  const xCharacters = useMemo(() => (asX ? xWeightedLength(read) : undefined), [asX, read]);
  const asWide = countsDoubleWidth(limits);
  const wideCharacters = asWide ? doubleWidthLength(read) : undefined;
  const checks = checkLimits(limits, { ...stats, xCharacters, wideCharacters, hashtags: countHashtags(read) });
  const perOption = limits?.some((limit) => limit.per === 'option') ?? false;
  const optionChecks = useMemo(() => (perOption ? checkOptionLimits(limits, optionCounts(counted, language ?? pageLocale, { asX, asWide })) : []), [perOption, limits, counted, language, pageLocale, asX, asWide]);
  const score = stats.readability;
  return (
    <div className="result-stats">
      <p className="char-count" aria-live="off" data-testid="reading-stats">
        <span>{t('readingWords', { count: stats.words })}</span>
        {' · '}
        <span>{t('charactersGenerated', { count: stats.characters })}</span>
        {' · '}
        <span>{t('readingSentences', { count: stats.sentences })}</span>
        {' · '}
        <span>{t('readingMinutes', { count: Math.max(1, stats.minutes) })}</span>
        {score && (
          <>
            {' · '}
            <span data-testid="readability">{t('readabilityScore', { formula: t(FORMULA_KEYS[score.formula]), score: Math.round(score.score), grade: t(GRADE_KEYS[score.grade]) })}</span>
          </>
        )}
      </p>
      <ResultLimits checks={checks} optionChecks={optionChecks} onShorter={streaming ? undefined : onShorter} />
    </div>
  );
}
