import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [check('form_submissions_type_check', sql`${t.type} in ('contact', 'suggestion', 'bug')`), index('form_submissions_created_at_idx').on(t.createdAt)],
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
