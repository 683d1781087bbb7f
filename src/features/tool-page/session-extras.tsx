import { Check, ChevronLeft, ChevronRight, Copy, MessageSquarePlus, RefreshCw } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import type { GenerationState } from '../../../engine/generation/generation-reducer.ts';
import { followUpMessage, REFINEMENTS } from '../../../engine/generation/refinements.ts';
import { followUpHistory } from '../../../engine/generation/follow-up-history.ts';
import type { SessionEvent, SessionState, SessionTurn } from '../../../engine/generation/session-reducer.ts';
import { useCopy } from '../clipboard/use-copy.ts';
import { LazyMarkdownView } from '../markdown/lazy-markdown-view.tsx';
import type { Turn } from '../generation/use-generation.ts';

/** A follow-up as the bar knows it: the history is the session's. */
type FollowUp = Omit<Turn, 'history'>;
import { ErrorBox } from '../shared/error-box.tsx';
import { HandOffLink } from './hand-off-link.tsx';
import { ToolResult, usePrefetchResultView } from './tool-result.tsx';

// The tool page's result area (issue 16), loaded when the page is idle or on
// the first Generate, never with the page (its first JavaScript has a budget):
// the version switcher, the result (one version) or the versions side by side
// or as tabs, and the follow-up bar under a finished result.

export interface SessionViewProps {
  toolId: string;
  toolTitle: string;
  /** The request behind the result (export file names, share links). */
  input: string;
  /** The manifest's handOff: a link carrying the finished result to another tool. */
  handOff?: ToolPageData['handOff'];
  session: SessionState;
  /** The shown turn's chosen version (session-reducer.ts shownResult). */
  state: GenerationState;
  generating: boolean;
  onRegenerate: () => void;
  /** The session reducer's dispatch: choose a version ("Use this one"), show an earlier turn. */
  dispatch: (event: SessionEvent) => void;
  onFollowUp: (turn: Turn) => void;
}

export default function SessionView({ toolId, toolTitle, input, handOff, session, state, generating, onRegenerate, dispatch, onFollowUp }: SessionViewProps) {
  const turn = session.turns[session.shown];
  usePrefetchResultView(turn !== undefined);
  if (!turn) return null;
  return (
    <>
      {session.turns.length > 1 && <VersionSwitcher count={session.turns.length} shown={session.shown} disabled={generating} onShow={(t) => dispatch({ type: 'show', turn: t })} />}
      {turn.versions.length > 1 ? (
        <VariantsView turn={turn} onChoose={(version) => dispatch({ type: 'choose', version })} onRegenerate={generating ? undefined : onRegenerate} />
      ) : (
        <ToolResult toolId={toolId} toolTitle={toolTitle} input={input} state={state} onRegenerate={onRegenerate} />
      )}
      {handOff && state.status === 'done' && <HandOffLink handOff={handOff} result={state.output} />}
      {!generating && state.status === 'done' && <FollowUpBar disabled={generating} onFollowUp={(f) => onFollowUp({ ...f, history: followUpHistory(session) })} />}
    </>
  );
}

/** Side by side from this width; tabs below it. */
const WIDE = '(min-width: 1100px)';

function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/** "Version 2 of 3", with a way back to every earlier one (Regenerate and follow-ups add versions). */
export function VersionSwitcher({ count, shown, disabled, onShow }: { count: number; shown: number; disabled: boolean; onShow: (turn: number) => void }) {
  return (
    <nav className="version-switcher" aria-label="Versions of this result">
      <button type="button" className="button button-secondary" onClick={() => onShow(shown - 1)} disabled={disabled || shown === 0}>
        <ChevronLeft size={16} aria-hidden="true" /> Previous version
      </button>
      <p className="version-position" aria-live="polite">
        Version {shown + 1} of {count}
      </p>
      <button type="button" className="button button-secondary" onClick={() => onShow(shown + 1)} disabled={disabled || shown === count - 1}>
        Next version <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}

function VariantBody({ state, label, chosen, onChoose }: { state: GenerationState; label: string; chosen: boolean; onChoose: () => void }) {
  const { copied, copy } = useCopy();
  const generating = state.status === 'generating';
  return (
    <>
      {generating && <div className="progress-bar" role="progressbar" aria-label={`Generating ${label}`} />}
      <p className="char-count">{generating ? 'Writing… ' : ''}{state.output.length.toLocaleString('en')} characters</p>
      <div className="result-body">
        {state.output !== '' && (
          <Suspense fallback={<pre className="result-plain">{state.output}</pre>}>
            <LazyMarkdownView text={state.output} streaming={generating} />
          </Suspense>
        )}
      </div>
      {!generating && state.error && (state.status === 'stopped' && state.output !== '' ? <p className="result-notice" role="note">Stopped: the text so far is kept.</p> : <ErrorBox message={state.error} />)}
      {!generating && state.notice && (
        <p className="result-notice" role="note">
          {state.notice}
        </p>
      )}
      {!generating && state.output !== '' && (
        <div className="result-actions">
          <button type="button" className="button button-secondary" onClick={() => void copy(state.output)} aria-label={copied ? `${label} copied` : `Copy ${label}`}>
            {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
            {copied ? 'Copied!' : 'Copy'}
          </button>
          <button type="button" className={chosen ? 'button button-primary' : 'button button-secondary'} aria-pressed={chosen} onClick={onChoose} aria-label={`Use ${label}`}>
            {chosen ? <Check size={16} aria-hidden="true" /> : null}
            {chosen ? 'Using this one' : 'Use this one'}
          </button>
        </div>
      )}
    </>
  );
}

/** A turn's versions: columns on wide screens, ARIA tabs (arrow keys, Home, End) on narrow ones. */
export function VariantsView({ turn, onChoose, onRegenerate }: { turn: SessionTurn; onChoose: (version: number) => void; onRegenerate?: () => void }) {
  const wide = useWide();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const labels = turn.versions.map((_, i) => `Variant ${i + 1}`);
  const generating = turn.versions.some((v) => v.status === 'generating');
  // A request refused as a whole (quota, rate limit…) fails every version the same way: one message says it.
  const first = turn.versions[0];
  if (!generating && first?.error && turn.versions.every((v) => v.output === '' && v.error === first.error)) return <ErrorBox message={first.error} />;

  const onKeyDown = (event: KeyboardEvent) => {
    const n = turn.versions.length;
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1 + n, Home: 0, End: n - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next % n);
    tabs.current[next % n]?.focus();
  };

  return (
    <section className="tool-result card variants" aria-labelledby={`${id}-title`} aria-busy={generating}>
      <h2 id={`${id}-title`} className="variants-title">
        {turn.versions.length} variants
      </h2>
      {wide ? (
        <div className="variants-grid">
          {turn.versions.map((v, i) => (
            <section key={i} className="variant" aria-labelledby={`${id}-h${i}`}>
              <h3 id={`${id}-h${i}`}>{labels[i]}</h3>
              <VariantBody state={v} label={`Variant ${i + 1}`} chosen={turn.chosen === i} onChoose={() => onChoose(i)} />
            </section>
          ))}
        </div>
      ) : (
        <>
          <div role="tablist" aria-label="Variants" className="variant-tabs" onKeyDown={onKeyDown}>
            {turn.versions.map((v, i) => (
              <button
                key={i}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab${i}`}
                aria-selected={selected === i}
                aria-controls={`${id}-panel${i}`}
                tabIndex={selected === i ? 0 : -1}
                onClick={() => setSelected(i)}
              >
                {labels[i]}
                {v.status === 'generating' ? ' …' : v.status === 'error' || v.status === 'timed_out' ? ' (failed)' : ''}
                {turn.chosen === i ? ' ✓' : ''}
              </button>
            ))}
          </div>
          {turn.versions.map((v, i) => (
            <div key={i} role="tabpanel" id={`${id}-panel${i}`} aria-labelledby={`${id}-tab${i}`} hidden={selected !== i} tabIndex={0} className="variant">
              <VariantBody state={v} label={`Variant ${i + 1}`} chosen={turn.chosen === i} onChoose={() => onChoose(i)} />
            </div>
          ))}
        </>
      )}
      {onRegenerate && (
        <div className="result-actions">
          <button type="button" className="button button-secondary" onClick={onRegenerate}>
            <RefreshCw size={16} aria-hidden="true" /> Regenerate
          </button>
        </div>
      )}
    </section>
  );
}

/** One-click refinements and "Ask for a change" under a finished result. */
export function FollowUpBar({ disabled, onFollowUp }: { disabled: boolean; onFollowUp: (followUp: FollowUp) => void }) {
  const [ask, setAsk] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || ask.trim() === '') return;
    onFollowUp({ refine: 'change', input: ask, userText: followUpMessage('change', ask) });
    setAsk('');
  };
  return (
    <section className="follow-ups card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Refine this result</h2>
      <div className="follow-up-buttons" role="group" aria-labelledby={`${id}-title`}>
        {REFINEMENTS.map((r) => (
          <button key={r.value} type="button" className="button button-secondary" disabled={disabled} onClick={() => onFollowUp({ refine: r.value, input: '', userText: r.instruction })}>
            {r.label}
          </button>
        ))}
      </div>
      <form className="follow-up-ask" onSubmit={submit}>
        <label htmlFor={`${id}-ask`}>Ask for a change</label>
        <div className="follow-up-ask-row">
          <input id={`${id}-ask`} type="text" value={ask} placeholder="e.g. Mention the free delivery" onChange={(e) => setAsk(e.target.value)} />
          <button type="submit" className="button button-primary" disabled={disabled || ask.trim() === ''}>
            <MessageSquarePlus size={16} aria-hidden="true" /> Send
          </button>
        </div>
      </form>
    </section>
  );
}
