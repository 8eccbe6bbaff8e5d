CREATE TABLE "wallet_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_plans_account" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_plans" ADD CONSTRAINT "wallet_plans_account_id_visitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_plans" ADD CONSTRAINT "wallet_plans_member_id_wallet_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."wallet_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_plans_member_idx" ON "wallet_plans" USING btree ("member_id");