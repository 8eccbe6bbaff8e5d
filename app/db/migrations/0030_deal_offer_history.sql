CREATE TABLE "deal_offer_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"started_on" date NOT NULL,
	"welcome_bonus" text NOT NULL,
	"signup_bonus_amount" integer,
	"bonus_unit" text DEFAULT 'points' NOT NULL,
	"min_spend" text NOT NULL,
	"annual_fee" text NOT NULL,
	"source" text NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_offer_history_source" CHECK ("deal_offer_history"."source" in ('editor', 'seed') or "deal_offer_history"."source" like 'https://%'),
	CONSTRAINT "deal_offer_history_bonus_unit" CHECK ("deal_offer_history"."bonus_unit" in ('points', 'cash'))
);
--> statement-breakpoint
ALTER TABLE "deal_offer_history" ADD CONSTRAINT "deal_offer_history_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_offer_history" ADD CONSTRAINT "deal_offer_history_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_offer_history_deal_day_idx" ON "deal_offer_history" USING btree ("deal_id","started_on");