import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { FormType } from '../../engine/forms/form-validation.ts';
import type { Database } from './database.ts';
import { formSubmissions, type FormSubmission } from './schema.ts';

/** Stores a submission; resolves once the row is committed. */
export async function insertSubmission(db: Database, type: FormType, fields: Record<string, string>): Promise<FormSubmission> {
  const [row] = await db.insert(formSubmissions).values({ type, fields }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface ListOptions {
  type?: FormType;
  since?: Date;
  limit?: number;
}

export async function listSubmissions(db: Database, { type, since, limit = 1000 }: ListOptions = {}): Promise<FormSubmission[]> {
  const where = and(type ? eq(formSubmissions.type, type) : undefined, since ? gte(formSubmissions.createdAt, since) : undefined);
  return db.select().from(formSubmissions).where(where).orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id)).limit(limit);
}

/** Submissions not yet delivered to the webhook and with attempts left, oldest first. */
export async function pendingForwards(db: Database, maxAttempts: number, limit = 100): Promise<FormSubmission[]> {
  return db
    .select()
    .from(formSubmissions)
    .where(and(isNull(formSubmissions.forwardedAt), lt(formSubmissions.forwardAttempts, maxAttempts)))
    .orderBy(asc(formSubmissions.id))
    .limit(limit);
}

export async function markForwarded(db: Database, id: number): Promise<void> {
  await db.update(formSubmissions).set({ forwardedAt: new Date(), forwardAttempts: sql`${formSubmissions.forwardAttempts} + 1` }).where(eq(formSubmissions.id, id));
}

export async function markForwardFailed(db: Database, id: number): Promise<void> {
  await db.update(formSubmissions).set({ forwardAttempts: sql`${formSubmissions.forwardAttempts} + 1` }).where(eq(formSubmissions.id, id));
}
