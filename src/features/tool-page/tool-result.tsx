import { Check, Copy, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import type { GenerationState } from '../../../engine/generation/generation-reducer.ts';
import { useCopy } from '../clipboard/use-copy.ts';
import { LazyLikeButton as LikeButton } from '../likes/lazy-likes.tsx';

// The Markdown pipeline is not part of the page's first JavaScript: it is
// fetched once the page is idle (or with the first result, whichever is first).
const loadMarkdownView = () => import('../markdown/markdown-view.tsx');
const MarkdownView = lazy(loadMarkdownView);

export function usePrefetchMarkdown(): void {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => void loadMarkdownView());
  }, []);
}

interface ToolResultProps {
  toolId: string;
  state: GenerationState;
  onRegenerate: () => void;
}

export function ToolResult({ toolId, state, onRegenerate }: ToolResultProps) {
  const { copied, copy } = useCopy();
  usePrefetchMarkdown();

  const generating = state.status === 'generating';
  if (state.status === 'idle') return null;

  return (
    <section className="tool-result card" aria-labelledby="result-title" aria-busy={generating}>
      <div className="result-header">
        <h2 id="result-title">Result</h2>
        <p className="char-count" aria-live="off">
          {state.output.length.toLocaleString('en')} characters generated
        </p>
      </div>
      {generating && <div className="progress-bar" role="progressbar" aria-label="Generating" />}
      <div className="result-body" aria-live="polite" aria-atomic="false">
        {state.output === '' && generating ? (
          <p className="result-waiting">Writing…</p>
        ) : (
          <Suspense fallback={<pre className="result-plain">{state.output}</pre>}>
            <MarkdownView text={state.output} streaming={generating} />
          </Suspense>
        )}
      </div>
      {!generating && state.notice && (
        <p className="result-notice" role="note">
          {state.notice}
        </p>
      )}
      {!generating && (
        <div className="result-actions">
          {/* Spec §2: the like button and its count sit with the result's actions (hidden when likes are off). */}
          <LikeButton toolId={toolId} />
          <button type="button" className="button button-secondary" onClick={onRegenerate}>
            <RefreshCw size={16} aria-hidden="true" /> Regenerate
          </button>
          {state.output !== '' && (
            <button type="button" className="button button-secondary" onClick={() => void copy(state.output)}>
              {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
              {copied ? 'Copied!' : 'Copy to Clipboard'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
