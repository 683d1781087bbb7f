import { useMemo } from 'react';
import { diffForReview } from '../../../engine/editor/tracked-changes/diff-for-review.ts';
import { useMessages } from '../../../src/i18n/use-messages.ts';

/**
 * A version against the current text, cut as the AI edits' tracked changes are (sentences, then
 * words): struck through what only the version has, underlined what only the current text has,
 * so neither relies on colour alone. React renders the pieces as text: nothing is parsed as HTML.
 */
export function VersionDiff({ before, after }: { before: string; after: string }) {
  const t = useMessages('editor-versions');
  const segments = useMemo(() => diffForReview(before, after), [before, after]);
  if (segments.every((s) => s.kind === 'same')) return <p className="field-help">{t('diffSame')}</p>;
  return (
    <>
      <p className="field-help">{t('diffLegend')}</p>
      <div className="version-diff">
        {segments.map((s, i) =>
          s.kind === 'same' ? (
            <span key={i}>{s.text}</span>
          ) : (
            <span key={i}>
              {s.change.removed && <del>{s.change.removed}</del>}
              {s.change.added && <ins>{s.change.added}</ins>}
            </span>
          ),
        )}
      </div>
    </>
  );
}
