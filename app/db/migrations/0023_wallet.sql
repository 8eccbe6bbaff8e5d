CREATE TABLE "wallet_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"program_id" text NOT NULL,
	"amount" integer NOT NULL,
	"as_of" date NOT NULL,
	"expires_override" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_balances_member_program" UNIQUE("member_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" text,
	"name" text,
	"issuer" text NOT NULL,
	"kind" text NOT NULL,
	"opened_month" text NOT NULL,
	"closed_month" text,
	"bonus_month" text,
	"changed_from_product_id" text,
	"changed_month" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "wallet_members_account_name" UNIQUE("account_id","name")
);
--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_account_id_visitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_member_id_wallet_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."wallet_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD CONSTRAINT "wallet_cards_account_id_visitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD CONSTRAINT "wallet_cards_member_id_wallet_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."wallet_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_members" ADD CONSTRAINT "wallet_members_account_id_visitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_balances_account_idx" ON "wallet_balances" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wallet_cards_account_idx" ON "wallet_cards" USING btree ("account_id");