import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FormType } from '../../engine/forms/form-validation.ts';
import type { Database } from './database.ts';
import { formSubmissions, type FormSubmission } from './schema.ts';

/** The inbox's triage states. */
export const FORM_STATUSES = ['new', 'handled', 'spam'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export function isFormStatus(value: string): value is FormStatus {
  return (FORM_STATUSES as readonly string[]).includes(value);
}

export interface InboxFilter {
  type?: FormType;
  status?: FormStatus;
  /** Matched case-insensitively against every field's value (not the field names). */
  search?: string;
}

/** LIKE's wildcards in the operator's search text, taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function whereOf({ type, status, search }: InboxFilter): SQL | undefined {
  const trimmed = search?.trim();
  return and(
    type ? eq(formSubmissions.type, type) : undefined,
    status ? eq(formSubmissions.status, status) : undefined,
    trimmed ? sql`exists (select 1 from jsonb_each_text(${formSubmissions.fields}) as f(key, value) where f.value ilike ${likePattern(trimmed)})` : undefined,
  );
}

/** The filtered submissions, newest first, and how many match in all. */
export async function listInbox(db: Database, filter: InboxFilter, limit: number, offset: number): Promise<{ rows: FormSubmission[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db.select().from(formSubmissions).where(where).orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id)).limit(limit).offset(offset);
  const [row] = await db.select({ total: count() }).from(formSubmissions).where(where);
  return { rows, total: Number(row?.total ?? 0) };
}

/** How many submissions are still new (the console header's badge). */
export async function countNew(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.status, 'new'));
  return Number(row?.n ?? 0);
}

export async function findSubmission(db: Database, id: number): Promise<FormSubmission | null> {
  const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1);
  return row ?? null;
}

export async function setStatus(db: Database, id: number, status: FormStatus): Promise<void> {
  await db.update(formSubmissions).set({ status }).where(eq(formSubmissions.id, id));
}

export async function deleteSubmission(db: Database, id: number): Promise<void> {
  await db.delete(formSubmissions).where(eq(formSubmissions.id, id));
}

/** Erasure: every submission whose email field is this address (compared without case or surrounding blanks). */
export async function deleteByEmail(db: Database, email: string): Promise<Array<{ id: number; type: string }>> {
  return db
    .delete(formSubmissions)
    .where(sql`lower(trim(${formSubmissions.fields}->>'email')) = ${email.trim().toLowerCase()}`)
    .returning({ id: formSubmissions.id, type: formSubmissions.type });
}
