import { Check, Copy, Replace } from 'lucide-react';
import { Suspense } from 'react';
import type { GenerationState } from '../../../engine/generation/generation-reducer.ts';
import { useCopy } from '../clipboard/use-copy.ts';
import { LazyMarkdownView as MarkdownView } from '../markdown/lazy-markdown-view.tsx';

// The Markdown pipeline loads with the first answer, not with the editor (it would add its
// evaluation to the editor's start-up); until it arrives the answer shows as plain text.

/** The 'Improved Text' panel: the streamed result re-rendered as sanitised HTML after each chunk. */
export function ImprovedTextPanel({ state, onUse }: { state: GenerationState; onUse: (markdown: string) => void }) {
  const { copied, copy } = useCopy();
  const generating = state.status === 'generating';
  if (state.status === 'idle' || (state.output === '' && !generating)) return null;
  return (
    <section className="improved-panel card" aria-labelledby="improved-title" aria-busy={generating}>
      <div className="improved-header">
        <h2 id="improved-title">Improved Text</h2>
        <button type="button" className="icon-button copy-button" aria-label={copied ? 'Copied!' : 'Copy improved text'} title="Copy" onClick={() => void copy(state.output)} disabled={state.output === ''}>
          {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
        </button>
      </div>
      <div className="improved-body" aria-live="polite">
        <Suspense fallback={<p className="plain-answer">{state.output}</p>}>
          <MarkdownView text={state.output} streaming={generating} />
        </Suspense>
      </div>
      {!generating && state.notice && (
        <p className="result-notice" role="note">
          {state.notice}
        </p>
      )}
      {!generating && state.status === 'done' && (
        <button type="button" className="button button-secondary" onClick={() => onUse(state.output)}>
          <Replace size={16} aria-hidden="true" /> Use this text
        </button>
      )}
      {generating && <div className="progress-bar progress-bottom" role="progressbar" aria-label="Improving" />}
    </section>
  );
}
