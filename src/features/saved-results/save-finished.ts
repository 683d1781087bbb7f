import type { FinishedGeneration } from '../generation/use-generation.ts';
import { saveResult } from './saved-results-db.ts';

/**
 * Saves a finished (or stopped) generation. Structured fields, output controls and variants
 * are kept when the request or the finished generation carries them.
 */
export async function saveFinishedGeneration(tool: { id: string; title: string }, finished: FinishedGeneration): Promise<void> {
  const { request } = finished;
  await saveResult({
    toolId: tool.id,
    toolTitle: tool.title,
    input: request.input,
    output: finished.output,
    status: finished.status,
    ...(request.context ? { context: request.context } : {}),
    ...(request.fields ? { fields: Object.fromEntries(Object.entries(request.fields).map(([k, v]) => [k, String(v)])) } : {}),
    ...(request.controls ? { controls: request.controls } : {}),
    ...(finished.variants ? { variants: finished.variants } : {}),
    ...(finished.model ? { model: finished.model } : {}),
  });
}
