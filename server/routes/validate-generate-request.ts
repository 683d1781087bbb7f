import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import type { Tool } from '../../engine/catalogue/types.ts';
import { MAX_INPUT_CHARS } from '../../engine/generation/limits.ts';
import type { HistoryMessage } from '../../engine/generation/messages.ts';
import { validateGenerateRequest } from '../../engine/validation/generated/validators.js';
import { fieldFromPointer } from '../http/api-error.ts';
import { isBlank } from '../../engine/validation/clean-text.ts';
import { resolveOutputControls, type OutputChoice } from '../../engine/generation/output-controls.ts';
import type { Refinement } from '../../engine/generation/refinements.ts';
import { checkFieldValues, type FieldValues } from '../../engine/generation/tool-fields.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';

export interface RequestProblem {
  status: 400 | 404 | 413;
  code: string;
  message: string;
  field?: string;
}

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
    if (!allowed) return { status: 400, code: 'control_off', message: `${tool.title} has no ${CONTROL_NAMES[name].toLowerCase()} choice.`, field: name };
    if (Array.isArray(allowed) && !(allowed as readonly string[]).includes(value)) {
      return { status: 400, code: 'invalid_choice', message: `${CONTROL_NAMES[name]} of ${tool.title} must be one of: ${allowed.join(', ')}.`, field: name };
    }
  }
  return null;
}

/** Checks a parsed /api/generate body against the schema and the catalogue. */
export function validateGenerateBody(body: unknown, catalogue: Catalogue): ValidGenerateRequest | RequestProblem {
  if (!validateGenerateRequest(body)) {
    const e = validateGenerateRequest.errors?.[0];
    const field = fieldFromPointer(e?.instancePath ?? '', e?.params.missingProperty as string | undefined);
    if (e?.keyword === 'enum' && field.endsWith('.role')) {
      return { status: 400, code: 'invalid_history', message: 'History messages must have the role user or assistant; a system prompt is never accepted from the browser.', field };
    }
    if (e?.keyword === 'additionalProperties') {
      const extra = String(e.params.additionalProperty);
      return { status: 400, code: 'invalid_request', message: `Unknown field "${quoteClientText(extra)}".`, field: fieldFromPointer(e.instancePath, extra) };
    }
    if (e?.keyword === 'enum') {
      return { status: 400, code: 'invalid_choice', message: `${field} must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}.`, field };
    }
    return { status: 400, code: 'invalid_request', message: `${field} ${e?.message ?? 'is invalid'}.`, field };
  }
  const tool = catalogue.toolsById.get(body.toolId);
  if (!tool) return { status: 404, code: 'unknown_tool', message: `There is no tool "${quoteClientText(body.toolId)}".`, field: 'toolId' };
  if (tool.renderer !== 'generic') {
    return { status: 400, code: 'wrong_endpoint', message: `${tool.title} does not generate text through this endpoint.`, field: 'toolId' };
  }
  if (body.context !== undefined && !tool.contextOptions?.some((o) => o.value === body.context)) {
    return { status: 400, code: 'unknown_context', message: `"${quoteClientText(body.context)}" is not a context of ${tool.title}.`, field: 'context' };
  }
  const controls: OutputChoice = { language: body.language, length: body.length, tone: body.tone };
  const controlProblem = checkControls(tool, controls);
  if (controlProblem) return controlProblem;
  if (body.refine !== undefined) {
    // A follow-up refines the previous turn, which carried the fields: it takes none of its own.
    // A one-click follow-up carries no text either; "change" carries the visitor's request.
    if (body.fields !== undefined) return { status: 400, code: 'invalid_request', message: 'A follow-up takes no fields: they belong to the first request.', field: 'fields' };
    if (body.refine === 'change' && isBlank(body.input)) return { status: 400, code: 'blank_input', message: 'Your request is empty.', field: 'input' };
  } else {
    const fieldProblem = checkFieldValues(tool.fields, body.fields ?? {});
    if (fieldProblem) return fieldProblem;
    if (tool.fields && tool.requestBox === 'none' && !isBlank(body.input)) {
      return { status: 400, code: 'invalid_request', message: `${tool.title} takes its request through its fields only.`, field: 'input' };
    }
    // With fields the free box is optional (unless requestBox is 'required'), but something must be filled in.
    const anyField = Object.values(body.fields ?? {}).some((v) => typeof v === 'number' || !isBlank(v));
    const boxOptional = tool.fields !== undefined && tool.requestBox !== 'required';
    if (isBlank(body.input) && !(boxOptional && anyField)) return { status: 400, code: 'blank_input', message: 'Your request is empty.', field: 'input' };
  }
  const fields: FieldValues = body.refine === undefined ? (body.fields ?? {}) : {};
  if (body.input.length > MAX_INPUT_CHARS) {
    return { status: 413, code: 'input_too_long', message: `Your request is ${body.input.length} characters long; the limit is ${MAX_INPUT_CHARS}.`, field: 'input' };
  }
  const history = body.history ?? [];
  for (const [i, message] of history.entries()) {
    const expected = i % 2 === 0 ? 'user' : 'assistant';
    if (message.role !== expected) {
      return { status: 400, code: 'invalid_history', message: `History must alternate user and assistant messages, starting with user.`, field: `history.${i}.role` };
    }
  }
  if (body.refine !== undefined && history.length < 2) {
    return { status: 400, code: 'invalid_history', message: 'A follow-up needs the previous turn (a user and an assistant message) in history.', field: 'history' };
  }
  return { tool, input: body.input, context: body.context, controls, fields, history, versions: body.versions ?? 1, ...(body.refine ? { refine: body.refine } : {}) };
}
