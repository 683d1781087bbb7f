import { Suspense, useEffect, useRef } from 'react';
import type { GenerationState } from '../../../engine/generation/generation-reducer.ts';
import type { Limit } from '../../../engine/text-stats/check-limits.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { LazyMarkdownView, loadMarkdownView } from '../markdown/lazy-markdown-view.tsx';
import { canReadAloud, LazyReadAloud } from '../read-aloud/lazy-read-aloud.tsx';
import { ReasoningDetails, ThinkingStatus } from './reasoning-view.tsx';
import { useElapsedSeconds } from './use-elapsed-seconds.ts';
import { lazyPart } from '../lazy/lazy-part.ts';
/** The plain character count, until the reading stats arrive (or when they cannot). */
function CharacterCount({ text }: { text: string }) {
  const t = useMessages('result');
  return <p className="char-count">{t('charactersGenerated', { count: text.length })}</p>;
}

// Lazy too (the first chunk has a budget); until it arrives the plain character count shows.
// A failed load (offline) keeps that plain count rather than breaking the page.
const ReadingStatsLine = lazyPart(() => import('../reading/reading-stats-line.tsx').then((m) => ({ default: m.ReadingStatsLine })), CharacterCount);

// The result's actions (copy, export, share...) are needed once a result is done.
const loadResultActions = () => import('../result-actions/result-actions.tsx');
// A failed load (offline) shows the result without its actions rather than breaking the page.
const ResultActions = lazyPart(loadResultActions);

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
  /** The output language chosen (readability formula, voice reading aloud); unset: the page's language. */
  language?: string;
  /** The tool's platform limits, shown against the result. */
  limits?: readonly Limit[];
  /** "Shorter" beside a limit the finished result is over. */
  onShorter?: () => void;
}

export function ToolResult({ toolId, toolTitle, input, state, onRegenerate, language, limits, onShorter }: ToolResultProps) {
  const t = useMessages('result');
  const sectionRef = useRef<HTMLElement>(null);

  const generating = state.status === 'generating';
  const seconds = useElapsedSeconds(generating);
  if (state.status === 'idle') return null;
  // An error, a timeout or a stop before any text: the error box says it all.
  if (!generating && state.status !== 'done' && state.output === '') return null;

  return (
    <section ref={sectionRef} className="tool-result card" tabIndex={-1} aria-labelledby="result-title" aria-busy={generating}>
      <div className="result-header">
        <h2 id="result-title">{t('resultTitle')}</h2>
      </div>
      {generating && <div className="progress-bar" role="progressbar" aria-label={t('generating')} />}
      {/* Never a live region: the page's one status line says when it starts and ends, not each chunk. */}
      <div className="result-body">
        {state.output === '' && generating ? (
          state.reasoning ? <ThinkingStatus seconds={seconds} /> : <p className="result-waiting">{t('writing')}</p>
        ) : (
          <Suspense fallback={<pre className="result-plain" dir="auto">{state.output}</pre>}>
            <LazyMarkdownView text={state.output} streaming={generating} />
          </Suspense>
        )}
      </div>
      {/* Under the result, outside its live region: the counts, readability and limits. */}
      <Suspense fallback={<CharacterCount text={state.output} />}>
        <ReadingStatsLine text={state.output} follow={sectionRef} streaming={generating} language={language} limits={limits} onShorter={state.status === 'done' ? onShorter : undefined} />
      </Suspense>
      {state.reasoning && state.output !== '' && <ReasoningDetails text={state.reasoning} />}
      {!generating && state.notice && (
        <p className="result-notice" role="note">
          {state.notice}
        </p>
      )}
      {/* Listen, Pause, Stop: from the first text on, speech following the stream (absent without speechSynthesis). */}
      {state.output !== '' && canReadAloud() && (
        <Suspense fallback={null}>
          <LazyReadAloud text={state.output} streaming={generating} language={language} />
        </Suspense>
      )}
      {!generating && (
        <Suspense fallback={null}>
          <ResultActions toolId={toolId} toolTitle={toolTitle} input={input} output={state.output} onRegenerate={onRegenerate} />
        </Suspense>
      )}
    </section>
  );
}
