import type { SavedControls } from '../../../engine/saved-results/saved-result.ts';
import type { FinishedGeneration } from '../generation/use-generation.ts';
import { saveResult } from './saved-results-db.ts';

/**
 * Saves a finished (or stopped) generation. Structured fields, output controls and variants
 * (issue 16) are kept when the request or the finished generation carries them.
 */
export async function saveFinishedGeneration(tool: { id: string; title: string }, finished: FinishedGeneration): Promise<void> {
  const request = finished.request as FinishedGeneration['request'] & { fields?: Record<string, string>; controls?: SavedControls };
  const extra = finished as FinishedGeneration & { variants?: string[] };
  await saveResult({
    toolId: tool.id,
    toolTitle: tool.title,
    input: request.input,
    output: finished.output,
    status: finished.status,
    ...(request.context ? { context: request.context } : {}),
    ...(request.fields ? { fields: request.fields } : {}),
    ...(request.controls ? { controls: request.controls } : {}),
    ...(extra.variants ? { variants: extra.variants } : {}),
    ...(finished.model ? { model: finished.model } : {}),
  });
}
