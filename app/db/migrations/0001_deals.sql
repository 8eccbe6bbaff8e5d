CREATE TABLE "content_seeds" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_seeds_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"excerpt" text NOT NULL,
	"card_name" text NOT NULL,
	"issuer" text NOT NULL,
	"description" text NOT NULL,
	"eligibility" text,
	"why_i_love_it" text NOT NULL,
	"referral_link" text NOT NULL,
	"welcome_bonus" text NOT NULL,
	"annual_fee" text NOT NULL,
	"min_spend" text NOT NULL,
	"transfer_partners" text NOT NULL,
	"deal_score" double precision,
	"signup_bonus_amount" integer,
	"bonus_unit" text DEFAULT 'points' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_slug_unique" UNIQUE("slug"),
	CONSTRAINT "deals_score_range" CHECK ("deals"."deal_score" is null or ("deals"."deal_score" >= 0 and "deals"."deal_score" <= 10)),
	CONSTRAINT "deals_bonus_unit" CHECK ("deals"."bonus_unit" in ('points', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"deal_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_clicks_deal_id_day_pk" PRIMARY KEY("deal_id","day")
);
--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;