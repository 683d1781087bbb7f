import { quoteClientText } from '../../engine/validation/control-characters.ts';
import type { ValidateFunction } from 'ajv';
import type { Context } from 'hono';
import type { Tool } from '../../engine/catalogue/types.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import type { AdmitRequest, QuotaGate, Ticket } from '../quota/quota-gate.ts';
import { apiError } from './api-error.ts';
import { readJsonBody } from './read-json-body.ts';
import { schemaProblem, type FieldCodes, type RequestProblem } from './request-problem.ts';

// What every route that takes a JSON request does before its own work, written once: read the
// body, check it against its schema, find the tool, refuse when the provider is not configured,
// and ask the quota gate. Each step answers the API's error shape from the one code table.

export type Step<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Answers a refused request in the API's shape. */
export function problemResponse(c: Context, problem: RequestProblem): Response {
  return apiError(c, problem.status as never, problem.code, problem.message, problem.field);
}

/** The body, parsed and checked against its compiled schema; a bad one is answered 400 (413 when too large) naming the field. */
export async function readValidBody<T>(c: Context, validate: ValidateFunction<T>, fieldCodes?: FieldCodes): Promise<Step<T>> {
  const parsed = await readJsonBody(c);
  if (!parsed.ok) return parsed;
  if (!validate(parsed.body)) return { ok: false, response: problemResponse(c, schemaProblem(validate.errors, fieldCodes)) };
  return { ok: true, value: parsed.body };
}

/** The tool a request names, which must use `renderer`: 404 unknown_tool, or 400 wrong_endpoint worded by `wrongEndpoint`. */
export function findTool(catalogue: Catalogue, toolId: string, renderer: Tool['renderer'], wrongEndpoint: 'wrongEndpoint' | 'imageWrongTool'): Tool | RequestProblem {
  const tool = catalogue.toolsById.get(toolId);
  if (!tool) return { status: 404, code: 'unknown_tool', message: visitorMessage('unknownTool', { toolId: quoteClientText(toolId) }), field: 'toolId' };
  if (tool.renderer !== renderer) return { status: 400, code: 'wrong_endpoint', message: visitorMessage(wrongEndpoint, { tool: tool.title }), field: 'toolId' };
  return tool;
}

/** The provider a route needs, or 503 with the operator's notice (what to set). */
export function requireProvider<P>(c: Context, provider: P | null | undefined, code: 'not_configured' | 'image_not_configured' = 'not_configured'): Step<P> {
  if (provider) return { ok: true, value: provider };
  return { ok: false, response: apiError(c, 503, code, visitorMessage(code === 'not_configured' ? 'notConfigured' : 'imageNotConfigured')) };
}

const NO_TICKET: Ticket = { finish: async () => undefined };

/** Asks the quota gate (when there is one) for the request; the ticket records its usage once it ends. */
export async function admitRequest(c: Context, quota: QuotaGate | undefined, request: AdmitRequest): Promise<Step<Ticket>> {
  if (!quota) return { ok: true, value: NO_TICKET };
  const admission = await quota.admit(c, request);
  return admission.ok ? { ok: true, value: admission.ticket } : admission;
}
