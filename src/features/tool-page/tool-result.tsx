import { Check, Copy, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { GenerationState } from '../../../engine/generation/generation-reducer.ts';

// The Markdown pipeline loads with the first result, not with the page.
const MarkdownView = lazy(() => import('../markdown/markdown-view.tsx'));

/** Spec §9: 'Copied!' shows for 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

interface ToolResultProps {
  state: GenerationState;
  onRegenerate: () => void;
}

export function ToolResult({ state, onRegenerate }: ToolResultProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const generating = state.status === 'generating';
  if (state.status === 'idle') return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(state.output);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      // Clipboard refused (permissions): the text stays selectable in the result.
    }
  };

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
      {!generating && (
        <div className="result-actions">
          <button type="button" className="button button-secondary" onClick={onRegenerate}>
            <RefreshCw size={16} aria-hidden="true" /> Regenerate
          </button>
          {state.output !== '' && (
            <button type="button" className="button button-secondary" onClick={() => void copy()}>
              {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
              {copied ? 'Copied!' : 'Copy to Clipboard'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
