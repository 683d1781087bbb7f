import { useMemo, useState } from 'react';
import type { WritingGoal } from '../../../engine/editor/versions/documents.ts';
import { goalProgress, parseGoalTarget } from '../../../engine/editor/versions/writing-goal.ts';
import { formatCountIn } from '../../../engine/format/format-number.ts';
import type { ReadabilityGrade } from '../../../engine/text-stats/readability.ts';
import { textStats } from '../../../engine/text-stats/text-stats.ts';
import type { MessageKey } from '../../../src/i18n/namespaces.ts';
import { useMessages } from '../../../src/i18n/use-messages.ts';

const GRADE: Record<ReadabilityGrade, MessageKey<'editor-versions'>> = {
  veryEasy: 'gradeVeryEasy', easy: 'gradeEasy', fairlyEasy: 'gradeFairlyEasy', standard: 'gradeStandard',
  fairlyDifficult: 'gradeFairlyDifficult', difficult: 'gradeDifficult', veryDifficult: 'gradeVeryDifficult',
};

interface Props {
  text: string;
  lang: string;
  goal: WritingGoal | undefined;
  onGoal: (goal: WritingGoal | null) => void;
}

/** The goal (words or characters, with a progress bar that says its figures), the reading time and the readability score. */
export function WritingAids({ text, lang, goal, onGoal }: Props) {
  const t = useMessages('editor-versions');
  // The editor's plain text is valid Markdown as it reads: no markup for readerText to remove.
  const stats = useMemo(() => textStats(text, lang), [text, lang]);
  const [draft, setDraft] = useState(goal ? String(goal.target) : '');
  const progress = goal ? goalProgress(goal, stats) : null;
  const unit = goal?.unit ?? 'none';
  const setUnit = (value: string) => {
    const target = parseGoalTarget(draft) ?? 500;
    setDraft(String(target));
    onGoal(value === 'words' || value === 'characters' ? { unit: value, target } : null);
  };
  const setTarget = (value: string) => {
    setDraft(value);
    const target = parseGoalTarget(value);
    if (goal && target) onGoal({ ...goal, target });
  };
  const figures = { current: formatCountIn(progress?.current ?? 0, lang), target: formatCountIn(progress?.target ?? 0, lang), percent: formatCountIn(progress?.percent ?? 0, lang) };
  const said = goal ? t(goal.unit === 'words' ? 'goalProgressWords' : 'goalProgressCharacters', figures) : '';
  return (
    <div className="writing-aids">
      <p className="writing-stats field-help">
        <span>{t('readingTime', { count: stats.minutes })}</span>
        {stats.readability && <span>{t('readability', { score: formatCountIn(Math.round(stats.readability.score), lang), grade: t(GRADE[stats.readability.grade]) })}</span>}
      </p>
      <div className="writing-goal">
        <label>
          <span>{t('goalLabel')}</span>
          <select value={unit} onChange={(e) => setUnit(e.target.value)}>
            <option value="none">{t('goalNone')}</option>
            <option value="words">{t('goalWords')}</option>
            <option value="characters">{t('goalCharacters')}</option>
          </select>
        </label>
        {goal && (
          <label>
            <span>{t('goalTarget')}</span>
            <input type="number" inputMode="numeric" min={1} step={1} value={draft} onChange={(e) => setTarget(e.target.value)} />
          </label>
        )}
      </div>
      {progress && goal && (
        <div className="goal-progress">
          <progress max={100} value={progress.percent} aria-label={said} />
          <span aria-live="polite">
            {said} {progress.reached && t('goalReached')}
          </span>
        </div>
      )}
    </div>
  );
}
