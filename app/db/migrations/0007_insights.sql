CREATE TABLE "insight_events" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"deal" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_events_day_event_deal_pk" PRIMARY KEY("day","event","deal")
);
--> statement-breakpoint
CREATE TABLE "insight_page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_page_views_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "insight_referrers" (
	"day" date NOT NULL,
	"host" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_referrers_day_host_pk" PRIMARY KEY("day","host")
);
