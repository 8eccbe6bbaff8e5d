CREATE TABLE "concierge_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"travel_dates" text NOT NULL,
	"from_destination" text NOT NULL,
	"to_destination" text NOT NULL,
	"passengers" integer NOT NULL,
	"preferred_class" text NOT NULL,
	"max_stops" text NOT NULL,
	"points_list" text NOT NULL,
	"quoted_price_cents" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"private_notes" text DEFAULT '' NOT NULL,
	"submission_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concierge_requests_submission_key_unique" UNIQUE("submission_key"),
	CONSTRAINT "concierge_requests_status" CHECK ("concierge_requests"."status" in ('new', 'quoted', 'booked', 'closed'))
);
--> statement-breakpoint
CREATE INDEX "concierge_requests_status_idx" ON "concierge_requests" USING btree ("status","created_at");