import { lazy, Suspense, useEffect, useRef } from 'react';
import type { GenerationState } from '../../../engine/generation/generation-reducer.ts';
import { LazyMarkdownView, loadMarkdownView } from '../markdown/lazy-markdown-view.tsx';
import { ReasoningDetails, ThinkingStatus } from './reasoning-view.tsx';
import { useElapsedSeconds } from './use-elapsed-seconds.ts';
// Lazy too (the first chunk has a budget); until it arrives the plain character count shows.
// A failed load (offline) keeps that plain count rather than breaking the page.
const ReadingStatsLine = lazy(() =>
  import('../reading/reading-stats-line.tsx').then(
    (m) => ({ default: m.ReadingStatsLine }),
    () => ({ default: ({ text }: { text: string }) => <p className="char-count">{text.length.toLocaleString('en')} characters generated</p> }),
  ),
);

// The result's actions (copy, export, share...) are needed once a result is done.
const loadResultActions = () => import('../result-actions/result-actions.tsx');
const ResultActions = lazy(loadResultActions);

/**
 * Fetches what a result is drawn with (the Markdown pipeline, the result's actions) once a
 * generation has started: it arrives while the provider is still thinking. On page idle, as
 * before, its evaluation was the tool page's longest task after hydration (about 12 ms of CPU
 * here, with the session view's chunk that imported it). A failed load (offline) shows the
 * plain text and no actions.
 */
export function usePrefetchResultView(started: boolean): void {
  useEffect(() => {
    if (!started) return;
    void loadMarkdownView().catch(() => undefined);
    void loadResultActions().catch(() => undefined);
  }, [started]);
}

interface ToolResultProps {
  toolId: string;
  toolTitle: string;
  /** The request behind the result (export names, share links). */
  input: string;
  state: GenerationState;
  onRegenerate: () => void;
}

export function ToolResult({ toolId, toolTitle, input, state, onRegenerate }: ToolResultProps) {
  const sectionRef = useRef<HTMLElement>(null);

  const generating = state.status === 'generating';
  const seconds = useElapsedSeconds(generating);
  if (state.status === 'idle') return null;
  // An error, a timeout or a stop before any text: the error box says it all (issue 17).
  if (!generating && state.status !== 'done' && state.output === '') return null;

  return (
    <section ref={sectionRef} className="tool-result card" aria-labelledby="result-title" aria-busy={generating}>
      <div className="result-header">
        <h2 id="result-title">Result</h2>
        <Suspense fallback={<p className="char-count">{state.output.length.toLocaleString('en')} characters generated</p>}>
          <ReadingStatsLine text={state.output} follow={sectionRef} streaming={generating} />
        </Suspense>
      </div>
      {generating && <div className="progress-bar" role="progressbar" aria-label="Generating" />}
      <div className="result-body" aria-live="polite" aria-atomic="false">
        {state.output === '' && generating ? (
          state.reasoning ? <ThinkingStatus seconds={seconds} /> : <p className="result-waiting">Writing…</p>
        ) : (
          <Suspense fallback={<pre className="result-plain">{state.output}</pre>}>
            <LazyMarkdownView text={state.output} streaming={generating} />
          </Suspense>
        )}
      </div>
      {state.reasoning && state.output !== '' && <ReasoningDetails text={state.reasoning} />}
      {!generating && state.notice && (
        <p className="result-notice" role="note">
          {state.notice}
        </p>
      )}
      {!generating && (
        <Suspense fallback={null}>
          <ResultActions toolId={toolId} toolTitle={toolTitle} input={input} output={state.output} onRegenerate={onRegenerate} />
        </Suspense>
      )}
    </section>
  );
}
