import type { AllianceId, KnownProgram } from "./points-knowledge";

/** One carrier of content/carriers.yaml: who it is, its alliance, where it flies from. */
export interface Carrier {
  code: string;
  name: string;
  alliance: AllianceId;
  country: string;
  hubs: readonly string[];
  /** Countries a regional carrier reaches; null for a carrier flying to every continent. */
  flies: readonly string[] | null;
  source: string;
  checkedOn: string;
}

/** The airports at each end of a trip, and the country of each airport (from the airport data). */
export interface RouteEnds {
  origin: readonly string[];
  destination: readonly string[];
  countryOf(code: string): string | undefined;
}

function servesFrom(carrier: Carrier, hubEnd: readonly string[], otherEnd: readonly string[], countryOf: RouteEnds["countryOf"]): boolean {
  if (!hubEnd.some((airport) => carrier.hubs.includes(airport))) return false;
  if (!carrier.flies) return true;
  return otherEnd.some((airport) => {
    const country = countryOf(airport);
    return country !== undefined && carrier.flies!.includes(country);
  });
}

/**
 * Carriers serving a route by the table's rule: one of its hubs is at either end and, for a
 * regional carrier, the other end is in a country it flies to. A guide to who sells the trip
 * (directly or with a connection at its hub), not a timetable.
 */
export function carriersServing(carriers: readonly Carrier[], route: RouteEnds): Carrier[] {
  return carriers.filter(
    (carrier) =>
      servesFrom(carrier, route.origin, route.destination, route.countryOf) ||
      servesFrom(carrier, route.destination, route.origin, route.countryOf),
  );
}

/** A program books its own carriers and the carriers of its alliance. */
export function programBooks(program: KnownProgram, carrier: Carrier): boolean {
  return program.carriers.includes(carrier.code) || (program.alliance !== "none" && program.alliance === carrier.alliance);
}
