import { startTransition, useEffect, useState } from 'react';
import type { ToolPageData } from '../../engine/catalogue/types.ts';
import { whenIdle } from '../../src/features/lazy/when-idle.ts';
import { EditorPlaceholder } from './editor-placeholder.tsx';
import type { EditorWorkspace as Workspace } from './editor-workspace.tsx';
import { ModeCards } from './mode-cards.tsx';
import { yieldToMain } from './yield-to-main.ts';

// TipTap and ProseMirror (about 140 KiB compressed) are not part of the page's first JavaScript:
// evaluating them with the page held the main thread for over 100 ms on a phone. The page shows
// its prerendered placeholder, hydrates, and the editor follows when the browser is idle. Its code
// comes in three chunks (vite.config.ts), evaluated a task apart so none of them is one long task:
// ProseMirror, then TipTap, then the workspace; the workspace renders in a transition (in slices,
// between which input is handled) and makes the editor itself in steps (use-staged-editor.ts).
let loading: Promise<typeof Workspace> | null = null;
// Each earlier chunk is asked for one name (the bundler keeps just what the editor uses; a whole
// namespace would keep every export) and evaluated by that; the workspace then finds it evaluated.
async function importWorkspace(): Promise<typeof Workspace> {
  const { EditorView } = await import('@tiptap/pm/view');
  await yieldToMain();
  const { Editor } = await import('@tiptap/react');
  await yieldToMain();
  if (!EditorView || !Editor) throw new Error('the editor engine did not load');
  return (await import('./editor-workspace.tsx')).EditorWorkspace;
}
function loadWorkspace(): Promise<typeof Workspace> {
  loading ??= importWorkspace().catch((error: unknown) => {
    loading = null; // try again next time (the visitor may be back online)
    throw error;
  });
  return loading;
}

/** The AI Text Editor canvas: modes, toolbar, editable area, Improve Text and the selection menu. */
export function AiTextEditor({ tool }: { tool: ToolPageData }) {
  const modes = tool.contextOptions ?? [];
  const [mode, setMode] = useState(modes[0]?.value ?? 'grammar_style');
  const [loaded, setLoaded] = useState<{ Workspace: typeof Workspace } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const start = () =>
      loadWorkspace().then(
        (W) => live && startTransition(() => setLoaded({ Workspace: W })),
        () => live && setFailed(true),
      );
    const cancel = whenIdle(start, { timeoutMs: 2000 });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  return (
    <div className="ai-editor">
      <ModeCards modes={modes} value={mode} onChange={setMode} />
      {loaded ? <loaded.Workspace mode={mode} /> : <EditorPlaceholder failed={failed} />}
    </div>
  );
}
