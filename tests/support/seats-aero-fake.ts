import http from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake answers the next searches. */
export type FakeMode = "results" | "empty" | "unauthorized" | "rate-limited" | "hang";

export interface FakeSeatsAero {
  url: string;
  mode: FakeMode;
  /** Every search request received, for assertions on the query and the header. */
  requests: { url: URL; authorization: string | undefined }[];
  stop(): Promise<void>;
}

export const fakeApiKey = "fake-partner-key";

const programsInOrder = ["aeroplan", "united", "virginatlantic", "flyingblue"];
const cabinLetters = ["Y", "W", "J", "F"] as const;
const baseMiles = { Y: 30_000, W: 45_000, J: 60_000, F: 90_000 };

/**
 * One availability record as the Partner API's cached search returns it (the fields the
 * assistant reads plus a few it ignores), for a route on a day.
 */
export function availabilityRecord(origin: string, destination: string, date: string, index: number, lastSeen: Date) {
  const record: Record<string, unknown> = {
    ID: `fake-${origin}-${destination}-${date}-${index}`,
    RouteID: `route-${origin}-${destination}`,
    Route: {
      ID: `route-${origin}-${destination}`,
      OriginAirport: origin,
      DestinationAirport: destination,
      OriginRegion: "North America",
      DestinationRegion: "Europe",
      NumDaysOut: 60,
      Distance: 3451,
      Source: programsInOrder[index % programsInOrder.length],
    },
    Date: date,
    ParsedDate: `${date}T00:00:00Z`,
    Source: programsInOrder[index % programsInOrder.length],
    TaxesCurrency: "USD",
    ComputedLastSeen: lastSeen.toISOString(),
    CreatedAt: lastSeen.toISOString(),
    UpdatedAt: lastSeen.toISOString(),
    AvailabilityTrips: null,
  };
  for (const letter of cabinLetters) {
    const miles = baseMiles[letter] + index * 5_000;
    record[`${letter}Available`] = true;
    record[`${letter}AvailableRaw`] = true;
    record[`${letter}MileageCost`] = String(miles);
    record[`${letter}MileageCostRaw`] = miles;
    record[`${letter}DirectMileageCost`] = miles;
    record[`${letter}DirectMileageCostRaw`] = miles;
    record[`${letter}TotalTaxes`] = 5_600 + index * 100;
    record[`${letter}TotalTaxesRaw`] = 5_600 + index * 100;
    record[`${letter}DirectTotalTaxes`] = 5_600 + index * 100;
    record[`${letter}RemainingSeats`] = (index % 4) + 1;
    record[`${letter}DirectRemainingSeats`] = (index % 4) + 1;
    record[`${letter}Airlines`] = "BA, VS";
    record[`${letter}DirectAirlines`] = "BA";
    record[`${letter}Direct`] = index % 2 === 0;
  }
  return record;
}

/**
 * A local stand-in for the seats.aero Partner API: GET /search with the Partner-Authorization
 * header, answering records for the asked routes on the asked start date, or an error.
 */
export async function startFakeSeatsAero(options: { port?: number; host?: string } = {}): Promise<FakeSeatsAero> {
  const fake = { mode: "results" as FakeMode, requests: [] as FakeSeatsAero["requests"] };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const authorization = req.headers["partner-authorization"] as string | undefined;
    fake.requests.push({ url, authorization });
    const send = (status: number, body: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (req.method !== "GET" || !url.pathname.endsWith("/search")) return send(404, { error: "not found" });
    if (authorization !== fakeApiKey || fake.mode === "unauthorized") return send(401, { error: "unauthorized" });
    if (fake.mode === "rate-limited") return send(429, { error: "too many requests" });
    if (fake.mode === "hang") {
      hanging.add(res);
      return;
    }
    const origins = (url.searchParams.get("origin_airport") ?? "").split(",").filter(Boolean);
    const destinations = (url.searchParams.get("destination_airport") ?? "").split(",").filter(Boolean);
    const date = url.searchParams.get("start_date") ?? "";
    if (origins.length === 0 || destinations.length === 0 || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return send(400, { error: "bad request" });
    const lastSeen = new Date(Date.now() - 3 * 60 * 60 * 1000);
    const data =
      fake.mode === "empty"
        ? []
        : origins
            .slice(0, 2)
            .flatMap((origin, o) =>
              destinations.slice(0, 2).map((destination, d) => availabilityRecord(origin, destination, date, o * 2 + d, lastSeen)),
            );
    send(200, { data, count: data.length, hasMore: false, cursor: 0 });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/partnerapi`,
    async stop() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
