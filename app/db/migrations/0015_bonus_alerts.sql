CREATE TABLE "alert_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_choices_subscriber_choice" UNIQUE("subscriber_id","kind","ref_id"),
	CONSTRAINT "alert_choices_kind" CHECK ("alert_choices"."kind" in ('currency', 'program'))
);
--> statement-breakpoint
CREATE TABLE "bonus_alert_checks" (
	"bonus_id" text PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"currency_id" text,
	"program_id" text,
	"recipients" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bonus_id" text NOT NULL,
	"start_date" date NOT NULL,
	"subscriber_id" integer NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	CONSTRAINT "bonus_alerts_run_subscriber" UNIQUE("bonus_id","start_date","subscriber_id")
);
--> statement-breakpoint
ALTER TABLE "alert_choices" ADD CONSTRAINT "alert_choices_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_alert_checks" ADD CONSTRAINT "bonus_alert_checks_bonus_id_transfer_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."transfer_bonuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_alerts" ADD CONSTRAINT "bonus_alerts_bonus_id_transfer_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."transfer_bonuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_alerts" ADD CONSTRAINT "bonus_alerts_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_alerts" ADD CONSTRAINT "bonus_alerts_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_choices_ref_idx" ON "alert_choices" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "bonus_alerts_waiting_idx" ON "bonus_alerts" USING btree ("queued_at","id");--> statement-breakpoint
-- Bonuses published before alerts existed are decided already: none of them sends an alert.
INSERT INTO "bonus_alert_checks" ("bonus_id", "start_date", "end_date", "recipients") SELECT "id", "start_date", "end_date", 0 FROM "transfer_bonuses";
