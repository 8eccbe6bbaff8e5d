CREATE TABLE "visitor_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retention_warned_at" timestamp with time zone,
	CONSTRAINT "visitor_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "visitor_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "visitor_sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD CONSTRAINT "visitor_sessions_account_id_visitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_accounts_last_seen_idx" ON "visitor_accounts" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "visitor_sessions_account_id_idx" ON "visitor_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "visitor_sign_in_codes_expires_idx" ON "visitor_sign_in_codes" USING btree ("expires_at");