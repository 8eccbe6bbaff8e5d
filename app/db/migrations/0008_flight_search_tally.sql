CREATE TABLE "flight_search_tally" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_search_tally_day_route_pk" PRIMARY KEY("day","route")
);
