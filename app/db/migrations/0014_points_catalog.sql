CREATE TABLE "point_values" (
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"cents" double precision NOT NULL,
	"reviewed_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_values_subject_subject_id_pk" PRIMARY KEY("subject","subject_id"),
	CONSTRAINT "point_values_cents" CHECK ("point_values"."cents" > 0 and "point_values"."cents" <= 100)
);
--> statement-breakpoint
CREATE TABLE "points_currencies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_programs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"carriers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alliance" text,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_programs_kind" CHECK ("points_programs"."kind" in ('airline', 'hotel'))
);
--> statement-breakpoint
CREATE TABLE "transfer_partners" (
	"currency_id" text NOT NULL,
	"program_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"ratio_from" integer NOT NULL,
	"ratio_to" integer NOT NULL,
	"transfer_time" text,
	"minimum" integer,
	"increment" integer,
	"source" text NOT NULL,
	"source_kind" text NOT NULL,
	"checked_on" date NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_partners_currency_id_program_id_pk" PRIMARY KEY("currency_id","program_id"),
	CONSTRAINT "transfer_partners_ratio" CHECK ("transfer_partners"."ratio_from" > 0 and "transfer_partners"."ratio_to" > 0)
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "points_currency" text;--> statement-breakpoint
ALTER TABLE "transfer_partners" ADD CONSTRAINT "transfer_partners_currency_id_points_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."points_currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_partners" ADD CONSTRAINT "transfer_partners_program_id_points_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."points_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_partners_program_idx" ON "transfer_partners" USING btree ("program_id");