CREATE TABLE "admin_link_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"secret_hash" text NOT NULL,
	"admin_id" integer,
	"email" text,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "admin_link_tokens_kind" CHECK ("admin_link_tokens"."kind" in ('reset', 'invitation')),
	CONSTRAINT "admin_link_tokens_target" CHECK (("admin_link_tokens"."kind" = 'reset' and "admin_link_tokens"."admin_id" is not null) or ("admin_link_tokens"."kind" = 'invitation' and "admin_link_tokens"."email" is not null))
);
--> statement-breakpoint
ALTER TABLE "admin_link_tokens" ADD CONSTRAINT "admin_link_tokens_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_link_tokens_admin_idx" ON "admin_link_tokens" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_link_tokens_email_idx" ON "admin_link_tokens" USING btree ("email");