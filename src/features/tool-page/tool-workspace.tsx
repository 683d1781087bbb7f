import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { useGeneration } from '../generation/use-generation.ts';
import { HandOffLink } from './hand-off-link.tsx';
import { ErrorBox } from './error-box.tsx';
import { TipsBox } from './tips-box.tsx';
import { ToolForm } from './tool-form.tsx';
import { ToolResult } from './tool-result.tsx';

/** The generic renderer: the request form, the streamed result and the tips (spec §2, tool page). */
export function ToolWorkspace({ tool }: { tool: ToolPageData }) {
  const { state, generate, stop, regenerate, clearHistory } = useGeneration(tool.id);
  const generating = state.status === 'generating';
  return (
    <>
      <ToolForm tool={tool} generating={generating} onSubmit={(r) => void generate(r)} onStop={stop} onHistoryOff={clearHistory} />
      {!generating && state.error && <ErrorBox message={state.error} />}
      <ToolResult toolId={tool.id} state={state} onRegenerate={regenerate} />
      {tool.handOff && state.status === 'done' && <HandOffLink handOff={tool.handOff} result={state.output} />}
      <TipsBox />
    </>
  );
}
