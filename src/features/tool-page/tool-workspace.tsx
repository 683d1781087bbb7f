import { Suspense, useEffect, useState } from 'react';
import type { SavedResult } from '../../../engine/saved-results/saved-result.ts';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useAllowanceLine } from './allowance-line.tsx';
import { useToolShortcuts } from '../shortcuts/use-tool-shortcuts.ts';
import { useGeneration, type FinishedGeneration, type GenerateRequest } from '../generation/use-generation.ts';
import { whenIdle } from '../lazy/when-idle.ts';
import { useReopenedResult } from '../saved-results/reopen-saved.ts';
import { ErrorBox } from '../common/error-box.tsx';
import { ToolForm } from './tool-form.tsx';
import { lazyPart } from '../lazy/lazy-part.ts';

// The result area (the result or versions side by side, follow-ups, version switcher) is not part of the
// page's first JavaScript (its budget, docs/commands.md): fetched when the page is idle or on the first Generate.
const loadSessionView = () => import('./session-extras.tsx');
// A failed load (offline, before the idle prefetch) must not break the page: the error box says what happened.
const SessionView = lazyPart(loadSessionView);
// Only visitors the gateway asks to prove they are human download the widget.
const ChallengeWidget = lazyPart(() => import('./challenge-widget.tsx'));
// A failed load (offline) shows nothing rather than breaking the page.
const ShortcutsDialog = lazyPart(() => import('../shortcuts/shortcuts-dialog.tsx').then((m) => ({ default: m.ShortcutsDialog })));

// Saved results: the drawer and the IndexedDB code load on demand, never with the page.
const SavedResultsDrawer = lazyPart(() => import('../saved-results/saved-results-drawer.tsx'));
// Offline (module not fetched) or storage refused (private mode, quota): this result is simply not saved.
const save = (tool: ToolPageData, finished: FinishedGeneration) =>
  import('../saved-results/save-finished.ts')
    .then((m) => m.saveFinishedGeneration(tool, finished))
    .catch(() => undefined);

interface ShortcutTargets {
  generating: boolean;
  output: string;
  idle: boolean;
  stop: () => void;
  regenerate: () => void;
  openHelp: () => void;
}

/** Keyboard first. Generate goes through the form, so its checks (blank, too long) apply. */
function useWorkspaceShortcuts({ generating, output, idle, stop, regenerate, openHelp }: ShortcutTargets): void {
  useToolShortcuts({
    generate: () => {
      const form = document.querySelector<HTMLFormElement>('form.tool-form');
      if (generating || !form) return false;
      form.requestSubmit();
      return true;
    },
    stop: () => (generating ? (stop(), true) : false),
    regenerate: () => (!generating && !idle ? (regenerate(), true) : false),
    // The same rich copy as the Copy button; its code arrives with the result's actions (on idle).
    copy: () => (!generating && output !== '' ? (void import('../clipboard/copy-text.ts').then((m) => m.copyText(output, 'rich')).catch(() => undefined), true) : false),
    help: () => (openHelp(), true),
  });
}

/** The generic renderer: the request form, then the streamed result and, under a result, the tips. */
export function ToolWorkspace({ tool }: { tool: ToolPageData }) {
  const t = useMessages('tool-page');
  const { session, state, generating, generate, stop, regenerate, followUp, restore, dispatch, clearHistory, quota, challengeNeeded, passChallenge } = useGeneration(tool.id, {
    onFinished: (finished) => void save(tool, finished),
  });
  const many = (session.turns[session.shown]?.versions.length ?? 0) > 1;
  useEffect(() => whenIdle(() => void loadSessionView().catch(() => undefined)), []);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The request behind the shown result, and a saved one to put back into the form.
  const [request, setRequest] = useState<GenerateRequest | null>(null);
  const [restored, setRestored] = useState<GenerateRequest | null>(null);
  const restoreSaved = (saved: SavedResult) => {
    const again: GenerateRequest = {
      input: saved.input,
      rememberHistory: false,
      ...(saved.context ? { context: saved.context } : {}),
      ...(saved.fields ? { fields: saved.fields } : {}),
      ...(saved.controls ? { controls: saved.controls } : {}),
    };
    restore(saved.output, again);
    setRequest(again);
    setRestored(again);
    setDrawerOpen(false);
  };
  // "Open in tool" on /history lands here with the result to put back.
  useReopenedResult(restoreSaved);
  const { allowance, refused } = useAllowanceLine(quota, generating, state);
  const [helpOpen, setHelpOpen] = useState(false);
  useWorkspaceShortcuts({ generating, output: state.output, idle: state.status === 'idle', stop, regenerate, openHelp: () => setHelpOpen(true) });
  return (
    <>
      {helpOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
      <ToolForm
        tool={tool}
        generating={generating}
        onSubmit={(r) => {
          setRequest(r);
          void generate(r);
        }}
        onStop={stop}
        onHistoryOff={clearHistory}
        allowance={allowance}
        restored={restored}
      />
      <button type="button" className="button button-secondary saved-results-button" onClick={() => setDrawerOpen(true)}>
        {t('savedResults')}
      </button>
      {drawerOpen && (
        <Suspense fallback={null}>
          <SavedResultsDrawer toolId={tool.id} toolTitle={tool.title} onRestore={restoreSaved} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      {challengeNeeded && (
        <Suspense>
          <ChallengeWidget onToken={passChallenge} />
        </Suspense>
      )}
      {/* Versions side by side show each one's own error. */}
      {!generating && state.error && !many && !refused && <ErrorBox message={state.error} />}
      <Suspense fallback={null}>
        <SessionView
          toolId={tool.id}
          toolTitle={tool.title}
          request={request}
          handOff={tool.handOff}
          limits={tool.limits}
          session={session}
          state={state}
          generating={generating}
          onRegenerate={regenerate}
          dispatch={dispatch}
          onFollowUp={followUp}
        />
      </Suspense>
    </>
  );
}
