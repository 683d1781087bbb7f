import { useCallback } from 'react';
import { editorFailureMessage } from '../../engine/generation/error-messages.ts';
import { generationReducer, INITIAL_GENERATION, type GenerationEvent, type GenerationState } from '../../engine/generation/generation-reducer.ts';
import { useStreamRequest } from '../../src/features/generation/use-stream-request.ts';

/** The tool page's reducer, with failures worded the editor's way. */
function improveReducer(state: GenerationState, event: GenerationEvent): GenerationState {
  return generationReducer(state, event.type === 'fail' ? { ...event, message: editorFailureMessage(event.code, event.message) } : event);
}

/** Improve Text: streams /api/editor/improve into the spec's editor states (the site's one stream hook). */
export function useImproveText() {
  const { state, dispatch, start, stop } = useStreamRequest(improveReducer, INITIAL_GENERATION);
  const improve = useCallback(
    async (mode: string, text: string) => {
      dispatch({ type: 'start' });
      await start('/api/editor/improve', { mode, text });
    },
    [dispatch, start],
  );
  return { state, improve, stop };
}
