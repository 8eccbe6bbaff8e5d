CREATE TABLE "paid_service_calls" (
	"service" text NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "paid_service_calls_service_day_pk" PRIMARY KEY("service","day")
);
