CREATE TABLE "transfer_bonus_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"stage" text DEFAULT 'initializing' NOT NULL,
	"mode" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"found" integer,
	"results" jsonb,
	"published" boolean DEFAULT false NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "transfer_bonuses" (
	"id" text PRIMARY KEY NOT NULL,
	"from_program" text NOT NULL,
	"details" text NOT NULL,
	"partner" text,
	"percent" smallint,
	"targeted" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"first_published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "transfer_bonus_runs_started_idx" ON "transfer_bonus_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_bonus_runs_one_active_idx" ON "transfer_bonus_runs" USING btree (("finished_at" is null)) WHERE "transfer_bonus_runs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "transfer_bonuses_end_date_idx" ON "transfer_bonuses" USING btree ("end_date");