import crypto from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { adminSessions } from '../db/schema.ts';

/** The stored form of a session id: its SHA-256, so the table alone lets nobody in. */
export function sessionIdHash(id: string): string {
  return crypto.createHash('sha256').update(id).digest('hex');
}

export interface NewSession {
  /** The secret that goes into the cookie; never stored. */
  id: string;
  expiresAt: Date;
}

/** Starts a session for `actor` lasting `hours`; expired sessions are swept on the way. */
export async function createSession(db: Database, actor: string, hours: number, now = new Date()): Promise<NewSession> {
  const id = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, now));
  await db.insert(adminSessions).values({ idHash: sessionIdHash(id), actor, createdAt: now, expiresAt });
  return { id, expiresAt };
}

/** The session's actor while it is live (not expired, not signed out); null otherwise. */
export async function findSession(db: Database, id: string, now = new Date()): Promise<{ actor: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ actor: adminSessions.actor, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(and(eq(adminSessions.idHash, sessionIdHash(id)), gt(adminSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Sign-out: the row goes, so no instance accepts the cookie any more. */
export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, sessionIdHash(id)));
}
