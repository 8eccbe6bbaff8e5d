CREATE TABLE "strategy_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"slot_start" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategy_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"stripe_session_id" text,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strategy_bookings_stripe_session_id_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "strategy_bookings_status" CHECK ("strategy_bookings"."status" in ('held', 'awaiting_payment', 'confirmed', 'cancelled', 'expired')),
	CONSTRAINT "strategy_bookings_payment_status" CHECK ("strategy_bookings"."payment_status" in ('unpaid', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "strategy_blocks_date_idx" ON "strategy_blocks" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_bookings_active_slot" ON "strategy_bookings" USING btree ("slot_start") WHERE "strategy_bookings"."status" in ('held', 'awaiting_payment', 'confirmed');--> statement-breakpoint
CREATE INDEX "strategy_bookings_slot_start_idx" ON "strategy_bookings" USING btree ("slot_start");