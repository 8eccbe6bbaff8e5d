ALTER TABLE "outbox" ADD COLUMN "sealed_secrets" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "link_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "legacy_links" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "strategy_bookings" ADD COLUMN "link_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "strategy_bookings" ADD COLUMN "legacy_links" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Rows made before link keys: the links already emailed to them carry the id alone and keep working for them (issue 29, item 13).
UPDATE "subscribers" SET "legacy_links" = true;--> statement-breakpoint
UPDATE "strategy_bookings" SET "legacy_links" = true;
