import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import type { Tool } from '../../engine/catalogue/types.ts';
import { MAX_INPUT_CHARS } from '../../engine/generation/limits.ts';
import type { HistoryMessage } from '../../engine/generation/messages.ts';
import { validateGenerateRequest } from '../../engine/validation/generated/validators.js';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import { schemaProblem, type RequestProblem } from '../http/request-problem.ts';
import { findTool } from '../http/route-helper.ts';
import { isBlank } from '../../engine/validation/clean-text.ts';
import { resolveOutputControls, type OutputChoice } from '../../engine/generation/output-controls.ts';
import type { Refinement } from '../../engine/generation/refinements.ts';
import { checkFieldValues, type FieldValues } from '../../engine/generation/tool-fields.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';

export type { RequestProblem };

export interface ValidGenerateRequest {
  tool: Tool;
  input: string;
  context?: string;
  controls: OutputChoice;
  fields: FieldValues;
  history: HistoryMessage[];
  /** Parallel versions (variants), 1-3. */
  versions: number;
  /** A follow-up on history's last turn. */
  refine?: Refinement;
}

const CONTROL_NAMES = { language: 'Output language', length: 'Length', tone: 'Tone' } as const;

/** A control the tool turned off, or a choice it narrowed away, is refused rather than ignored. */
function checkControls(tool: Tool, choice: OutputChoice): RequestProblem | null {
  const offered = resolveOutputControls(tool);
  for (const name of ['language', 'length', 'tone'] as const) {
    const value = choice[name];
    if (value === undefined) continue;
    const allowed = name === 'language' ? offered.language : offered[name];
    if (!allowed) return { status: 400, code: 'control_off', message: visitorMessage('controlOff', { tool: tool.title, control: CONTROL_NAMES[name].toLowerCase() }), field: name };
    if (Array.isArray(allowed) && !(allowed as readonly string[]).includes(value)) {
      return { status: 400, code: 'invalid_choice', message: visitorMessage('invalidChoice', { control: CONTROL_NAMES[name], tool: tool.title, allowed: allowed.join(', ') }), field: name };
    }
  }
  return null;
}

/** Checks a parsed /api/generate body against the schema and the catalogue. */
export function validateGenerateBody(body: unknown, catalogue: Catalogue): ValidGenerateRequest | RequestProblem {
  // A role other than user or assistant is refused as history, not as a bad choice: it is how a system prompt would be smuggled in.
  if (!validateGenerateRequest(body)) return schemaProblem(validateGenerateRequest.errors, { 'history.*.role': { code: 'invalid_history', message: 'historyRole' } });
  const tool = findTool(catalogue, body.toolId, 'generic', 'wrongEndpoint');
  if ('status' in tool) return tool;
  if (body.context !== undefined && !tool.contextOptions?.some((o) => o.value === body.context)) {
    return { status: 400, code: 'unknown_context', message: visitorMessage('unknownContext', { context: quoteClientText(body.context), tool: tool.title }), field: 'context' };
  }
  const controls: OutputChoice = { language: body.language, length: body.length, tone: body.tone };
  const controlProblem = checkControls(tool, controls);
  if (controlProblem) return controlProblem;
  if (body.refine !== undefined) {
    // A follow-up refines the previous turn, which carried the fields: it takes none of its own.
    // A one-click follow-up carries no text either; "change" carries the visitor's request.
    if (body.fields !== undefined) return { status: 400, code: 'invalid_request', message: visitorMessage('followUpNoFields'), field: 'fields' };
    if (body.refine === 'change' && isBlank(body.input)) return { status: 400, code: 'blank_input', message: visitorMessage('blankInput'), field: 'input' };
  } else {
    const fieldProblem = checkFieldValues(tool.fields, body.fields ?? {});
    if (fieldProblem) return fieldProblem;
    if (tool.fields && tool.requestBox === 'none' && !isBlank(body.input)) {
      return { status: 400, code: 'invalid_request', message: visitorMessage('fieldsOnly', { tool: tool.title }), field: 'input' };
    }
    // With fields the free box is optional (unless requestBox is 'required'), but something must be filled in.
    const anyField = Object.values(body.fields ?? {}).some((v) => typeof v === 'number' || !isBlank(v));
    const boxOptional = tool.fields !== undefined && tool.requestBox !== 'required';
    if (isBlank(body.input) && !(boxOptional && anyField)) return { status: 400, code: 'blank_input', message: visitorMessage('blankInput'), field: 'input' };
  }
  const fields: FieldValues = body.refine === undefined ? (body.fields ?? {}) : {};
  if (body.input.length > MAX_INPUT_CHARS) {
    return { status: 413, code: 'input_too_long', message: visitorMessage('inputTooLong', { length: body.input.length, limit: MAX_INPUT_CHARS }), field: 'input' };
  }
  const history = body.history ?? [];
  for (const [i, message] of history.entries()) {
    const expected = i % 2 === 0 ? 'user' : 'assistant';
    if (message.role !== expected) {
      return { status: 400, code: 'invalid_history', message: visitorMessage('historyAlternate'), field: `history.${i}.role` };
    }
  }
  if (body.refine !== undefined && history.length < 2) {
    return { status: 400, code: 'invalid_history', message: visitorMessage('followUpNeedsHistory'), field: 'history' };
  }
  return { tool, input: body.input, context: body.context, controls, fields, history, versions: body.versions ?? 1, ...(body.refine ? { refine: body.refine } : {}) };
}
