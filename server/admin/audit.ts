import type { Database } from '../db/database.ts';
import { adminAudit } from '../db/schema.ts';

export interface AuditEntry {
  /** Who: adminActor(c). */
  actor: string;
  /** What, as `area.verb` (form.status, form.delete, session.sign_in). */
  action: string;
  /** On what: `form:12`, `email-erasure`, `tool:…`. */
  target: string;
  /** The state before and after; never a visitor's text. */
  before: unknown;
  after: unknown;
}

/** Writes one audit row (the time is the database's). */
export async function recordAudit(db: Database, { actor, action, target, before, after }: AuditEntry): Promise<void> {
  await db.insert(adminAudit).values({ actor, action, target, before: before ?? null, after: after ?? null });
}
