CREATE TABLE "generation_outcomes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"tool" text NOT NULL,
	"model" text NOT NULL,
	"outcome" text NOT NULL,
	"error_code" text,
	"versions" integer DEFAULT 1 NOT NULL,
	"ttft_ms" integer,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"fallback" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_switches" (
	"tool_id" text PRIMARY KEY NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"daily_cap" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "generation_outcomes_at_idx" ON "generation_outcomes" USING btree ("at");