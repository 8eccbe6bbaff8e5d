ALTER TABLE "concierge_requests" ADD COLUMN "wallet_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "strategy_bookings" ADD COLUMN "wallet_snapshot" jsonb;