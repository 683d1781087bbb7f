import { Check, Copy } from 'lucide-react';
import { Suspense } from 'react';
import type { GenerationState } from '../../engine/generation/generation-reducer.ts';
import { useCopy } from '../../src/features/clipboard/use-copy.ts';
import { LazyMarkdownView as MarkdownView } from '../../src/features/markdown/lazy-markdown-view.tsx';
import { canReadAloud, LazyReadAloud } from '../../src/features/read-aloud/lazy-read-aloud.tsx';
import { useMessages } from '../../src/i18n/use-messages.ts';

// The Markdown pipeline loads with the first answer, not with the editor (it would add its
// evaluation to the editor's start-up); until it arrives the answer shows as plain text.

/**
 * The 'Improved Text' panel: the streamed result re-rendered as sanitised HTML after each
 * chunk. Once complete, the answer is reviewed in the document as tracked changes; the
 * panel keeps the whole text beside it for copying or reading in one piece.
 */
export function ImprovedTextPanel({ state }: { state: GenerationState }) {
  const { copied, copy } = useCopy();
  const t = useMessages('editor');
  const generating = state.status === 'generating';
  if (state.status === 'idle' || (state.output === '' && !generating)) return null;
  return (
    <section className="improved-panel card" aria-labelledby="improved-title" aria-busy={generating}>
      <div className="improved-header">
        <h2 id="improved-title">{t('improvedTitle')}</h2>
        <button type="button" className="icon-button copy-button" aria-label={copied ? t('copied') : t('copyImproved')} title={t('copy')} onClick={() => void copy(state.output, 'rich')} disabled={state.output === ''}>
          {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
        </button>
      </div>
      <div className="improved-body" aria-live="polite">
        <Suspense fallback={<p className="plain-answer" dir="auto">{state.output}</p>}>
          <MarkdownView text={state.output} streaming={generating} />
        </Suspense>
      </div>
      {/* Listen, Pause, Stop for the improved text, following it while it streams. */}
      {state.output !== '' && canReadAloud() && (
        <Suspense fallback={null}>
          <LazyReadAloud text={state.output} streaming={generating} />
        </Suspense>
      )}
      {!generating && state.notice && (
        <p className="result-notice" role="note">
          {state.notice}
        </p>
      )}
      {generating && <div className="progress-bar progress-bottom" role="progressbar" aria-label={t('improvingLabel')} />}
    </section>
  );
}
