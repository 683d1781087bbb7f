import { useCallback, useReducer, useRef } from 'react';
import { editorFailureMessage } from '../../../engine/generation/error-messages.ts';
import { generationReducer, INITIAL_GENERATION } from '../../../engine/generation/generation-reducer.ts';
import { streamGeneration } from '../generation/stream-generation.ts';
import { useAbortOnLeave } from '../generation/use-abort-on-leave.ts';

/** Improve Text: streams /api/editor/improve into the spec's editor states. */
export function useImproveText() {
  const [state, dispatch] = useReducer(generationReducer, INITIAL_GENERATION);
  const controller = useRef<AbortController | null>(null);

  const improve = useCallback(async (mode: string, text: string) => {
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    dispatch({ type: 'start' });
    await streamGeneration('/api/editor/improve', { mode, text }, ac.signal, (event) => {
      if (controller.current !== ac) return;
      dispatch(event.type === 'fail' ? { ...event, message: editorFailureMessage(event.code, event.message) } : event);
    });
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);
  useAbortOnLeave(stop);
  return { state, improve, stop };
}
