import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { toolSwitches } from '../db/schema.ts';

/** A tool's run-time state as the operator set it; a tool without a row is on and uncapped. */
export interface ToolSwitch {
  disabled: boolean;
  /** Shown to visitors while the tool is off. */
  reason: string;
  /** Generations per UTC day across all visitors; 0 = no cap. */
  dailyCap: number;
  updatedAt: string;
  updatedBy: string;
}

export const TOOL_ON: ToolSwitch = { disabled: false, reason: '', dailyCap: 0, updatedAt: '', updatedBy: '' };

/** Every stored switch, by tool id. */
export async function loadToolSwitches(db: Database): Promise<Map<string, ToolSwitch>> {
  const rows = await db.select().from(toolSwitches);
  return new Map(rows.map((r) => [r.toolId, { disabled: r.disabled, reason: r.reason, dailyCap: r.dailyCap, updatedAt: r.updatedAt.toISOString(), updatedBy: r.updatedBy }]));
}

/** Writes one tool's switch (insert or replace). */
export async function saveToolSwitch(db: Database, toolId: string, value: Pick<ToolSwitch, 'disabled' | 'reason' | 'dailyCap'>, actor: string): Promise<void> {
  const row = { toolId, ...value, updatedBy: actor, updatedAt: sql`now()` };
  await db
    .insert(toolSwitches)
    .values(row)
    .onConflictDoUpdate({ target: toolSwitches.toolId, set: { disabled: value.disabled, reason: value.reason, dailyCap: value.dailyCap, updatedBy: actor, updatedAt: sql`now()` } });
}
