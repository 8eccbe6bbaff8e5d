CREATE TABLE "offer_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"watch_id" integer NOT NULL,
	"history_id" integer NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	CONSTRAINT "offer_alerts_watch_change" UNIQUE("watch_id","history_id")
);
--> statement-breakpoint
CREATE TABLE "offer_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"email" text NOT NULL,
	"account_id" integer,
	"threshold" integer NOT NULL,
	"link_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "offer_watches_deal_email" UNIQUE("deal_id","email"),
	CONSTRAINT "offer_watches_threshold" CHECK ("offer_watches"."threshold" > 0)
);
--> statement-breakpoint
CREATE TABLE "balance_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"balance_id" integer NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_reminders_once" UNIQUE("balance_id","expires_on","days_before")
);
--> statement-breakpoint
CREATE TABLE "award_watch_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"watch_id" integer NOT NULL,
	"seat_key" text NOT NULL,
	"program" text NOT NULL,
	"flight_date" date NOT NULL,
	"miles" integer NOT NULL,
	"taxes" text,
	"seen_at" timestamp with time zone,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	CONSTRAINT "award_watch_seats_once" UNIQUE("watch_id","seat_key")
);
--> statement-breakpoint
CREATE TABLE "award_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"cabin" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"max_miles" integer NOT NULL,
	"only_reachable" boolean DEFAULT false NOT NULL,
	"link_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone,
	CONSTRAINT "award_watches_cabin" CHECK ("award_watches"."cabin" in ('economy', 'premium', 'business', 'first')),
	CONSTRAINT "award_watches_dates" CHECK ("award_watches"."end_date" >= "award_watches"."start_date")
);
--> statement-breakpoint
ALTER TABLE "visitor_accounts" ADD COLUMN "link_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_accounts" ADD COLUMN "balance_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_alerts" ADD CONSTRAINT "offer_alerts_watch_id_offer_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."offer_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_alerts" ADD CONSTRAINT "offer_alerts_history_id_deal_offer_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."deal_offer_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_alerts" ADD CONSTRAINT "offer_alerts_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_watches" ADD CONSTRAINT "offer_watches_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_watches" ADD CONSTRAINT "offer_watches_account_id_visitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_reminders" ADD CONSTRAINT "balance_reminders_account_id_visitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_reminders" ADD CONSTRAINT "balance_reminders_balance_id_wallet_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."wallet_balances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_reminders" ADD CONSTRAINT "balance_reminders_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_watch_seats" ADD CONSTRAINT "award_watch_seats_watch_id_award_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."award_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_watch_seats" ADD CONSTRAINT "award_watch_seats_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_watches" ADD CONSTRAINT "award_watches_account_id_visitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_alerts_waiting_idx" ON "offer_alerts" USING btree ("queued_at","id");--> statement-breakpoint
CREATE INDEX "offer_watches_email_idx" ON "offer_watches" USING btree ("email");--> statement-breakpoint
CREATE INDEX "offer_watches_account_idx" ON "offer_watches" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "balance_reminders_account_idx" ON "balance_reminders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "award_watch_seats_waiting_idx" ON "award_watch_seats" USING btree ("queued_at","id");--> statement-breakpoint
CREATE INDEX "award_watches_account_idx" ON "award_watches" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "award_watches_end_idx" ON "award_watches" USING btree ("end_date");