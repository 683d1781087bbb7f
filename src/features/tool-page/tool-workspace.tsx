import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { allowanceLine } from '../../../engine/usage/allowance.ts';
import { useCopy } from '../clipboard/use-copy.ts';
import { useToolShortcuts } from '../shortcuts/use-tool-shortcuts.ts';
import { useGeneration } from '../generation/use-generation.ts';
import { ErrorBox } from './error-box.tsx';
import { LazyTipsBox } from './lazy-tool-inputs.tsx';
import { ToolForm } from './tool-form.tsx';
import { ToolResult } from './tool-result.tsx';

// Only tools with a manifest handOff need the hand-off link.
const HandOffLink = lazy(() => import('./hand-off-link.tsx').then((m) => ({ default: m.HandOffLink })));
// Only visitors the gateway asks to prove they are human download the widget.
const ChallengeWidget = lazy(() => import('./challenge-widget.tsx'));
// A failed load (offline) shows nothing rather than breaking the page.
const ShortcutsDialog = lazy(() =>
  import('../shortcuts/shortcuts-dialog.tsx').then(
    (m) => ({ default: m.ShortcutsDialog }),
    () => ({ default: (_: { onClose: () => void }): ReactNode => null }),
  ),
);

/** The generic renderer: the request form, the streamed result and the tips (spec §2, tool page). */
export function ToolWorkspace({ tool }: { tool: ToolPageData }) {
  const { state, generate, stop, regenerate, clearHistory, quota, challengeNeeded, passChallenge } = useGeneration(tool.id);
  const allowance = allowanceLine(quota, (d) => d.toLocaleString(undefined, { weekday: 'long', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }));
  const generating = state.status === 'generating';
  const [helpOpen, setHelpOpen] = useState(false);
  const { copy } = useCopy();
  // Keyboard first (issue 17). Generate goes through the form, so its checks (blank, too long) apply.
  useToolShortcuts({
    generate: () => {
      const form = document.querySelector<HTMLFormElement>('form.tool-form');
      if (generating || !form) return false;
      form.requestSubmit();
      return true;
    },
    stop: () => (generating ? (stop(), true) : false),
    regenerate: () => (!generating && state.status !== 'idle' ? (regenerate(), true) : false),
    copy: () => (!generating && state.output !== '' ? (void copy(state.output), true) : false),
    help: () => (setHelpOpen(true), true),
  });
  return (
    <>
      {helpOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
            <ToolForm tool={tool} generating={generating} onSubmit={(r) => void generate(r)} onStop={stop} onHistoryOff={clearHistory} allowance={allowance} />
      {challengeNeeded && (
        <Suspense>
          <ChallengeWidget onToken={passChallenge} />
        </Suspense>
      )}
      {!generating && state.error && <ErrorBox message={state.error} />}
      <ToolResult toolId={tool.id} state={state} onRegenerate={regenerate} />
      {tool.handOff && state.status === 'done' && (
        <Suspense fallback={null}>
          <HandOffLink handOff={tool.handOff} result={state.output} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <LazyTipsBox.Component />
      </Suspense>
    </>
  );
}
