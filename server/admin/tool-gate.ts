import type { Context } from 'hono';
import { describeReset, secondsUntilReset, utcDay } from '../../engine/usage/quota-day.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { apiError } from '../http/api-error.ts';
import { addHeader } from '../http/response-headers.ts';
import type { AdmitRequest, QuotaGate } from '../quota/quota-gate.ts';
import type { QuotaStore } from '../quota/quota-store.ts';
import { errorCodeOf, noteRefusedGeneration } from './refusal-outcome.ts';
import type { ToolSwitches } from './tool-switches.ts';

export interface ToolGateOptions {
  gate: QuotaGate;
  switches: ToolSwitches;
  /** The quota's store: Redis when configured (shared by every instance), else its in-memory fallback. */
  store: QuotaStore;
  keyPrefix: string;
  catalogue: Catalogue;
  now?: () => Date;
}

/**
 * The quota gate with the operator's switches in front: a tool switched off is refused 503
 * tool_disabled with the operator's reason; a tool at its daily cap (every visitor's generations
 * together) 429 tool_daily_cap. The cap is counted after the quota gate admitted the request, so a
 * request refused for another reason does not use it; a cap refusal gives that admission back whole.
 * Every refusal is noted for the outcome table.
 */
export function withToolSwitches({ gate, switches, store, keyPrefix, catalogue, now = () => new Date() }: ToolGateOptions): QuotaGate {
  const titleOf = (toolId: string) => catalogue.toolsById.get(toolId)?.title ?? toolId;
  const refusal = (c: Context, request: AdmitRequest, response: Response, code: string) => {
    noteRefusedGeneration(c, { tool: request.tool, model: request.model, code, versions: request.count });
    return { ok: false as const, response };
  };
  return {
    ...gate,
    admit: async (c, request) => {
      const state = await switches.get(request.tool);
      if (state.disabled) {
        const message = visitorMessage('toolDisabled', { tool: titleOf(request.tool), reason: state.reason || 'the site operator has paused it.' });
        return refusal(c, request, apiError(c, 503, 'tool_disabled', message), 'tool_disabled');
      }
      const admission = await gate.admit(c, request);
      if (!admission.ok) return refusal(c, request, admission.response, await errorCodeOf(admission.response));
      if (state.dailyCap <= 0) return admission;
      const at = now();
      const count = request.count ?? 1;
      const used = await store.consume(`${keyPrefix}:${utcDay(at)}:toolcap:${request.tool}`, count, state.dailyCap, secondsUntilReset(at) + 3600);
      if (used.ok) return admission;
      await admission.ticket.finish({ calls: [], refund: count });
      addHeader(c, 'Retry-After', String(secondsUntilReset(at)));
      return refusal(c, request, apiError(c, 429, 'tool_daily_cap', visitorMessage('toolDailyCap', { tool: titleOf(request.tool), reset: describeReset(at) })), 'tool_daily_cap');
    },
  };
}

/** Today's count of a tool's generations against its cap (the console shows it). */
export async function toolCapUsed(store: QuotaStore, keyPrefix: string, toolId: string, at = new Date()): Promise<number> {
  return store.get(`${keyPrefix}:${utcDay(at)}:toolcap:${toolId}`);
}
