CREATE TABLE "form_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone,
	"forward_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_submissions_type_check" CHECK ("form_submissions"."type" in ('contact', 'suggestion', 'bug'))
);
--> statement-breakpoint
CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");