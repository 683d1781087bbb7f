import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every stored form (contact, suggestion, bug) in one table: the validated
 * fields as JSON, so a new form is a schema in schemas/, not a migration.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the submission reached FORMS_WEBHOOK_URL; null while it has not (or no webhook is set). */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    /**
     * No instance may try to deliver before this: set to a lease while one
     * instance is delivering (so the others skip the row), and to the next
     * retry time after a failure. Null: due now.
     */
    forwardNotBefore: timestamp('forward_not_before', { withTimezone: true }),
    /** The operator's triage in the console's inbox: new until marked handled or spam. */
    status: text('status').notNull().default('new'),
  },
  (t) => [
    check('form_submissions_type_check', sql`${t.type} in ('contact', 'suggestion', 'bug')`),
    check('form_submissions_status_check', sql`${t.status} in ('new', 'handled', 'spam')`),
    index('form_submissions_created_at_idx').on(t.createdAt),
    index('form_submissions_status_idx').on(t.status),
  ],
);

export type FormSubmission = typeof formSubmissions.$inferSelect;

/**
 * AI usage per UTC day, tool and model: counts and tokens only,
 * never a visitor's text or address. Written by server/usage/usage-store.ts,
 * read by `npm run usage`.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    tool: text('tool').notNull(),
    model: text('model').notNull(),
    requests: integer('requests').notNull().default(0),
    /** Requests whose tokens were estimated because the provider sent no usage. */
    estimatedRequests: integer('estimated_requests').notNull().default(0),
    inputTokens: bigint('input_tokens', { mode: 'number' }).notNull().default(0),
    outputTokens: bigint('output_tokens', { mode: 'number' }).notNull().default(0),
    images: integer('images').notNull().default(0),
    costUsd: doublePrecision('cost_usd').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.tool, t.model] })],
);

export type UsageDailyRow = typeof usageDaily.$inferSelect;

/**
 * One row per generation request, however it ended (an answer, the visitor's Stop, an error, a refusal):
 * labels, counts and timings only, never a visitor's text, address or any identifier. Written by
 * server/admin/outcome-store.ts, read by the console's dashboard, pruned after ADMIN_RETENTION_DAYS.
 */
export const generationOutcomes = pgTable(
  'generation_outcomes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    tool: text('tool').notNull(),
    model: text('model').notNull(),
    /** done, done_truncated, stopped, timeout, interrupted, an upstream error code, or the refusal's code. */
    outcome: text('outcome').notNull(),
    /** The API error code when the outcome is a failure or a refusal; null for done and stopped. */
    errorCode: text('error_code'),
    /** Versions the request asked for (each is one generation of the usage rows). */
    versions: integer('versions').notNull().default(1),
    ttftMs: integer('ttft_ms'),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    /** Provider attempts that failed before the first byte and were retried. */
    retries: integer('retries').notNull().default(0),
    /** Whether the fallback provider answered (part of) the request. */
    fallback: boolean('fallback').notNull().default(false),
  },
  (t) => [index('generation_outcomes_at_idx').on(t.at)],
);

export type GenerationOutcomeRow = typeof generationOutcomes.$inferSelect;

/**
 * The operator's run-time switches per tool: off with a reason shown to visitors, and a daily cap of
 * generations across all visitors (0 = none). A tool without a row is on and uncapped.
 */
export const toolSwitches = pgTable('tool_switches', {
  toolId: text('tool_id').primaryKey(),
  disabled: boolean('disabled').notNull().default(false),
  reason: text('reason').notNull().default(''),
  dailyCap: integer('daily_cap').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default(''),
});

export type ToolSwitchRow = typeof toolSwitches.$inferSelect;

/**
 * Operator console sessions: only the SHA-256 of the session id is kept, so a
 * copy of the table lets nobody in. Every instance reads the same rows, and
 * sign-out deletes the row, which ends the session everywhere at once.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** Who signed in: `token`, or `github:<login>`. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_expires_at_idx').on(t.expiresAt)],
);

export type AdminSession = typeof adminSessions.$inferSelect;

/**
 * One row per state-changing console action: who, what, on which target,
 * when, and the state before and after. Never a form's fields (an erased
 * person must not live on in the audit trail).
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('admin_audit_at_idx').on(t.at)],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;
