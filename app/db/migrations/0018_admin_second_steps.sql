CREATE TABLE "admin_second_steps" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"mode" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_second_steps_mode" CHECK ("admin_second_steps"."mode" in ('verify', 'enrol'))
);
--> statement-breakpoint
ALTER TABLE "admin_second_steps" ADD CONSTRAINT "admin_second_steps_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_second_steps_admin_idx" ON "admin_second_steps" USING btree ("admin_id");