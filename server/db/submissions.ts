import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
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

/**
 * Claims up to `limit` due submissions for delivery by this instance: the
 * rows get a lease (forward_not_before = now + leaseMs) in the same statement
 * that selects them, and FOR UPDATE SKIP LOCKED makes concurrent claims on
 * other instances skip them. A crashed instance's lease simply runs out.
 */
export async function claimForwards(db: Database, maxAttempts: number, leaseMs: number, limit = 20): Promise<FormSubmission[]> {
  const result = await db.execute(sql`
    update form_submissions set forward_not_before = now() + ${`${leaseMs} milliseconds`}::interval
    where id in (
      select id from form_submissions
      where forwarded_at is null and forward_attempts < ${maxAttempts} and (forward_not_before is null or forward_not_before <= now())
      order by id limit ${limit}
      for update skip locked
    )
    returning id`);
  // node-postgres answers a raw statement with a QueryResult, the embedded database's proxy driver with the rows.
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows) as Array<{ id: number | string }>;
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(formSubmissions).where(inArray(formSubmissions.id, ids)).orderBy(asc(formSubmissions.id));
}

/** Gives claimed rows back (the process is stopping before delivering them): due at once, no attempt counted. */
export async function releaseForwards(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(formSubmissions).set({ forwardNotBefore: null }).where(inArray(formSubmissions.id, ids));
}

/** Submissions not yet delivered and with attempts left (the admin view of the queue). */
export async function pendingForwards(db: Database, maxAttempts: number, limit = 100): Promise<FormSubmission[]> {
  return db
    .select()
    .from(formSubmissions)
    .where(and(isNull(formSubmissions.forwardedAt), lt(formSubmissions.forwardAttempts, maxAttempts)))
    .orderBy(asc(formSubmissions.id))
    .limit(limit);
}

export async function markForwarded(db: Database, id: number): Promise<void> {
  await db
    .update(formSubmissions)
    .set({ forwardedAt: new Date(), forwardNotBefore: null, forwardAttempts: sql`${formSubmissions.forwardAttempts} + 1` })
    .where(eq(formSubmissions.id, id));
}

/** A failed attempt: counted, and the row waits `retryInMs` before any instance tries again. */
export async function markForwardFailed(db: Database, id: number, retryInMs = 0): Promise<void> {
  await db
    .update(formSubmissions)
    .set({ forwardAttempts: sql`${formSubmissions.forwardAttempts} + 1`, forwardNotBefore: sql`now() + ${`${retryInMs} milliseconds`}::interval` })
    .where(eq(formSubmissions.id, id));
}

/** The earliest time a pending submission becomes due (null: nothing pending). */
export async function nextForwardDue(db: Database, maxAttempts: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(coalesce(${formSubmissions.forwardNotBefore}, now()))` })
    .from(formSubmissions)
    .where(and(isNull(formSubmissions.forwardedAt), lt(formSubmissions.forwardAttempts, maxAttempts)));
  return row?.at ? new Date(row.at) : null;
}
