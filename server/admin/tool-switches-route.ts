import { Hono } from 'hono';
import { dropControlCharacters } from '../../engine/validation/control-characters.ts';
import { hasUnsafeCharacters } from '../../engine/validation/clean-text.ts';
import { validateAdminToolSwitch } from '../../engine/validation/generated/validators.js';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { apiError } from '../http/api-error.ts';
import { readValidBody } from '../http/route-helper.ts';
import type { QuotaStore } from '../quota/quota-store.ts';
import { adminActor } from './admin-guard.ts';
import { toolCapUsed } from './tool-gate.ts';
import { TOOL_ON } from './tool-switch-store.ts';
import type { ToolSwitches } from './tool-switches.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';

export interface ToolSwitchRouteDeps {
  switches: ToolSwitches;
  catalogue: Catalogue;
  store: QuotaStore;
  keyPrefix: string;
}

/**
 * GET /tools: every tool with its switch and today's count against its cap.
 * POST /tools/:toolId {disabled, reason, dailyCap}: changes one tool at run time (audited).
 * Mounted behind the admin guard.
 */
export function toolSwitchesRoute({ switches, catalogue, store, keyPrefix }: ToolSwitchRouteDeps): Hono {
  const route = new Hono();
  route.get('/tools', async (c) => {
    const all = await switches.all();
    const tools = await Promise.all(
      catalogue.tools.map(async (tool) => {
        const state = all.get(tool.id) ?? TOOL_ON;
        return { id: tool.id, title: tool.title, category: tool.category, ...state, usedToday: state.dailyCap > 0 ? await toolCapUsed(store, keyPrefix, tool.id) : null };
      }),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ available: switches.available, tools });
  });
  route.post('/tools/:toolId', async (c) => {
    const toolId = c.req.param('toolId');
    if (!catalogue.toolsById.has(toolId)) return apiError(c, 404, 'unknown_tool', visitorMessage('unknownTool', { toolId: quoteClientText(toolId) }), 'toolId');
    if (!switches.available) return apiError(c, 503, 'unavailable', 'Tool switches need a database (DATABASE_URL, or the embedded one under DATA_DIR).');
    const read = await readValidBody(c, validateAdminToolSwitch);
    if (!read.ok) return read.response;
    const reason = dropControlCharacters(read.value.reason).trim();
    if (hasUnsafeCharacters(reason)) return apiError(c, 400, 'invalid_text', visitorMessage('invalidText', { field: 'reason' }), 'reason');
    const after = await switches.set(toolId, { disabled: read.value.disabled, reason, dailyCap: read.value.dailyCap }, adminActor(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ id: toolId, ...after });
  });
  return route;
}
