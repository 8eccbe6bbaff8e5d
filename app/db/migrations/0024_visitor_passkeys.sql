CREATE TABLE "visitor_passkeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"sign_count" integer DEFAULT 0 NOT NULL,
	"transports" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "visitor_passkeys_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
ALTER TABLE "visitor_passkeys" ADD CONSTRAINT "visitor_passkeys_account_id_visitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_passkeys_account_id_idx" ON "visitor_passkeys" USING btree ("account_id");