import { Check, ChevronLeft, ChevronRight, Copy, MessageSquarePlus, RefreshCw } from 'lucide-react';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { isAllowanceRefusal } from '../../../engine/errors/quota-rejections.ts';
import type { GenerationState } from '../../../engine/generation/generation-reducer.ts';
import { followUpMessage, REFINEMENTS } from '../../../engine/generation/refinements.ts';
import { followUpHistory } from '../../../engine/generation/follow-up-history.ts';
import type { SessionEvent, SessionState, SessionTurn } from '../../../engine/generation/session-reducer.ts';
import { applicableLimits } from '../../../engine/text-stats/check-limits.ts';
import type { MessageKey } from '../../i18n/namespaces.ts';
import { useMessages, type Translate } from '../../i18n/use-messages.ts';
import { useCopy } from '../clipboard/use-copy.ts';
import { LazyMarkdownView } from '../markdown/lazy-markdown-view.tsx';
import type { GenerateRequest, Turn } from '../generation/use-generation.ts';

/** A follow-up as the bar knows it: the history is the session's. */
type FollowUp = Omit<Turn, 'history'>;
import { ErrorBox } from '../common/error-box.tsx';
import { GenerationAnnouncer } from './generation-announcer.tsx';
import { GoToResult } from './go-to-result.tsx';
import { HandOffLink } from './hand-off-link.tsx';
import { TipsBox } from './tips-box.tsx';
import { ToolResult, usePrefetchResultView } from './tool-result.tsx';

// The tool page's result area, loaded when the page is idle or on
// the first Generate, never with the page (its first JavaScript has a budget):
// the version switcher, the result (one version) or the versions side by side
// or as tabs, and under a finished result the follow-up bar and the tips. Every visitor-facing
// text calls them versions: "Version 2 of 3" for the session's successive results, and letters
// (Version A, B, C) for the versions of one request, so the two never read alike.

export interface SessionViewProps {
  toolId: string;
  toolTitle: string;
  /**
   * The request behind the result: its text (export file names, share links), its output language
   * (the readability formula and the voice reading it aloud; unset: the page's) and its field values
   * (a platform picked in the form picks its limit).
   */
  request: GenerateRequest | null;
  /** The manifest's handOff: a link carrying the finished result to another tool. */
  handOff?: ToolPageData['handOff'];
  /** The manifest's platform limits, shown against the result: those the request's fields pick (applicableLimits). */
  limits?: ToolPageData['limits'];
  session: SessionState;
  /** The shown turn's chosen version (session-reducer.ts shownResult). */
  state: GenerationState;
  generating: boolean;
  onRegenerate: () => void;
  /** The session reducer's dispatch: choose a version ("Use this one"), show an earlier turn. */
  dispatch: (event: SessionEvent) => void;
  onFollowUp: (turn: Turn) => void;
}

export default function SessionView({ toolId, toolTitle, request, handOff, limits, session, state, generating, onRegenerate, dispatch, onFollowUp }: SessionViewProps) {
  const turn = session.turns[session.shown];
  usePrefetchResultView(turn !== undefined);
  const fields = request?.fields;
  const shownLimits = useMemo(() => applicableLimits(limits, fields), [limits, fields]);
  const input = request?.input ?? '';
  const language = request?.controls?.language;
  // The page's one live region is there before the first request, so its first announcement is heard.
  const announcer = <GenerationAnnouncer state={{ generating, output: state.output, error: state.error }} />;
  if (!turn) return announcer;
  const finished = !generating && state.output !== '';
  return (
    <>
      {announcer}
      {finished && <GoToResult />}
      {input !== '' && <PrintRequest input={input} />}
      {session.turns.length > 1 && <VersionSwitcher count={session.turns.length} shown={session.shown} disabled={generating} onShow={(t) => dispatch({ type: 'show', turn: t })} />}
      {turn.versions.length > 1 ? (
        <VariantsView turn={turn} onChoose={(version) => dispatch({ type: 'choose', version })} onRegenerate={generating ? undefined : onRegenerate} />
      ) : (
        <ToolResult
          toolId={toolId}
          toolTitle={toolTitle}
          input={input}
          state={state}
          onRegenerate={onRegenerate}
          language={language}
          limits={shownLimits}
          onShorter={generating ? undefined : () => onFollowUp({ ...SHORTER, history: followUpHistory(session) })}
        />
      )}
      {handOff && state.status === 'done' && <HandOffLink handOff={handOff} result={state.output} />}
      {!generating && state.status === 'done' && <FollowUpBar disabled={generating} onFollowUp={(f) => onFollowUp({ ...f, history: followUpHistory(session) })} />}
      {/* The spec's tips are for using a result: after one, never before or beside an error. */}
      {finished && <TipsBox />}
    </>
  );
}

// "Shorter" beside an overflowing limit is the follow-up bar's own button, one click nearer.
const SHORTER: FollowUp = { refine: 'shorter', input: '', userText: followUpMessage('shorter', '') };

/** The request, for print only (print.css): a printed result says what was asked; on screen the form shows it. */
function PrintRequest({ input }: { input: string }) {
  const t = useMessages('result');
  return (
    <section className="print-request">
      <h2>{t('printYourRequest')}</h2>
      <p>{input}</p>
    </section>
  );
}

/** "Version A", "Version B"…: a request's versions, lettered apart from the session's numbered ones. */
export const versionLabel = (index: number, t?: Translate<'result'>): string => {
  const letter = String.fromCharCode(65 + index);
  return t ? t('versionLetter', { letter }) : `Version ${letter}`;
};

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
  const t = useMessages('result');
  return (
    <nav className="version-switcher" aria-label={t('versionsNav')}>
      <button type="button" className="button button-secondary" onClick={() => onShow(shown - 1)} disabled={disabled || shown === 0}>
        <ChevronLeft size={16} aria-hidden="true" className="icon-directional" /> {t('versionPrevious')}
      </button>
      <p className="version-position" aria-live="polite">
        {t('versionPosition', { shown: shown + 1, count })}
      </p>
      <button type="button" className="button button-secondary" onClick={() => onShow(shown + 1)} disabled={disabled || shown === count - 1}>
        {t('versionNext')} <ChevronRight size={16} aria-hidden="true" className="icon-directional" />
      </button>
    </nav>
  );
}

function VariantBody({ state, label, chosen, onChoose }: { state: GenerationState; label: string; chosen: boolean; onChoose: () => void }) {
  const t = useMessages('result');
  const { copied, copy } = useCopy();
  const generating = state.status === 'generating';
  const count = state.output.length;
  return (
    <>
      {generating && <div className="progress-bar" role="progressbar" aria-label={t('variantGenerating', { label })} />}
      <p className="char-count">{generating ? t('variantWritingCharacters', { count }) : t('variantCharacters', { count })}</p>
      <div className="result-body">
        {state.output !== '' && (
          <Suspense fallback={<pre className="result-plain" dir="auto">{state.output}</pre>}>
            <LazyMarkdownView text={state.output} streaming={generating} />
          </Suspense>
        )}
      </div>
      {!generating && state.error && (state.status === 'stopped' && state.output !== '' ? <p className="result-notice" role="note">{t('variantStopped')}</p> : <ErrorBox message={state.error} />)}
      {!generating && state.notice && (
        <p className="result-notice" role="note">
          {state.notice}
        </p>
      )}
      {!generating && state.output !== '' && (
        <div className="result-actions">
          <button type="button" className="button button-secondary" onClick={() => void copy(state.output)} aria-label={copied ? t('variantCopied', { label }) : t('variantCopy', { label })}>
            {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
            {copied ? t('copied') : t('copy')}
          </button>
          <button type="button" className={chosen ? 'button button-primary' : 'button button-secondary'} aria-pressed={chosen} onClick={onChoose} aria-label={t('variantUse', { label })}>
            {chosen ? <Check size={16} aria-hidden="true" /> : null}
            {chosen ? t('variantUsingThisOne') : t('variantUseThisOne')}
          </button>
        </div>
      )}
    </>
  );
}

/** A turn's versions: columns on wide screens, ARIA tabs (arrow keys, Home, End) on narrow ones. */
export function VariantsView({ turn, onChoose, onRegenerate }: { turn: SessionTurn; onChoose: (version: number) => void; onRegenerate?: () => void }) {
  const t = useMessages('result');
  const wide = useWide();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const labels = turn.versions.map((_, i) => versionLabel(i, t));
  const generating = turn.versions.some((v) => v.status === 'generating');
  // A request refused as a whole (quota, rate limit…) fails every version the same way: one message says it.
  const first = turn.versions[0];
  // A refusal of the daily allowance is said once, by the allowance line near Generate.
  if (!generating && first?.error && turn.versions.every((v) => v.output === '' && v.error === first.error)) return isAllowanceRefusal(first.code) ? null : <ErrorBox message={first.error} />;

  const onKeyDown = (event: KeyboardEvent) => {
    const n = turn.versions.length;
    // The tabs run in the reading direction: right to left, the next one is to the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const [forward, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const next = { [forward]: selected + 1, [back]: selected - 1 + n, Home: 0, End: n - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next % n);
    tabs.current[next % n]?.focus();
  };

  return (
    <section className="tool-result card variants" tabIndex={-1} aria-labelledby={`${id}-title`} aria-busy={generating}>
      <h2 id={`${id}-title`} className="variants-title">
        {t('variantsTitle', { count: turn.versions.length })}
      </h2>
      {wide ? (
        <div className="variants-grid">
          {turn.versions.map((v, i) => (
            <section key={i} className="variant" aria-labelledby={`${id}-h${i}`}>
              <h3 id={`${id}-h${i}`}>{labels[i]}</h3>
              <VariantBody state={v} label={labels[i] ?? ''} chosen={turn.chosen === i} onChoose={() => onChoose(i)} />
            </section>
          ))}
        </div>
      ) : (
        <>
          <div role="tablist" aria-label={t('variantsTabs')} className="variant-tabs" onKeyDown={onKeyDown}>
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
                {v.status === 'generating' ? ' …' : v.status === 'error' || v.status === 'timed_out' ? ` ${t('variantFailed')}` : ''}
                {turn.chosen === i ? ' ✓' : ''}
              </button>
            ))}
          </div>
          {turn.versions.map((v, i) => (
            <div key={i} role="tabpanel" id={`${id}-panel${i}`} aria-labelledby={`${id}-tab${i}`} hidden={selected !== i} tabIndex={0} className="variant">
              <VariantBody state={v} label={labels[i] ?? ''} chosen={turn.chosen === i} onChoose={() => onChoose(i)} />
            </div>
          ))}
        </>
      )}
      {onRegenerate && (
        <div className="result-actions">
          <button type="button" className="button button-secondary" onClick={onRegenerate}>
            <RefreshCw size={16} aria-hidden="true" /> {t('regenerate')}
          </button>
        </div>
      )}
    </section>
  );
}

// The engine keeps the refinements' ids and English labels; the page words them from its catalogue.
const REFINE_KEYS: Record<(typeof REFINEMENTS)[number]['value'], MessageKey<'result'>> = {
  shorter: 'refineShorter',
  longer: 'refineLonger',
  simpler: 'refineSimpler',
  formal: 'refineFormal',
  casual: 'refineCasual',
  continue: 'refineContinue',
};

/** One-click refinements and "Ask for a change" under a finished result. */
export function FollowUpBar({ disabled, onFollowUp }: { disabled: boolean; onFollowUp: (followUp: FollowUp) => void }) {
  const t = useMessages('result');
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
      <h2 id={`${id}-title`}>{t('refineTitle')}</h2>
      <div className="follow-up-buttons" role="group" aria-labelledby={`${id}-title`}>
        {REFINEMENTS.map((r) => (
          <button key={r.value} type="button" className="button button-secondary" disabled={disabled} onClick={() => onFollowUp({ refine: r.value, input: '', userText: r.instruction })}>
            {t(REFINE_KEYS[r.value])}
          </button>
        ))}
      </div>
      <form className="follow-up-ask" onSubmit={submit}>
        <label htmlFor={`${id}-ask`}>{t('refineAsk')}</label>
        <div className="follow-up-ask-row">
          <input id={`${id}-ask`} type="text" value={ask} placeholder={t('refineAskPlaceholder')} onChange={(e) => setAsk(e.target.value)} />
          <button type="submit" className="button button-primary" disabled={disabled || ask.trim() === ''}>
            <MessageSquarePlus size={16} aria-hidden="true" /> {t('refineSend')}
          </button>
        </div>
      </form>
    </section>
  );
}
