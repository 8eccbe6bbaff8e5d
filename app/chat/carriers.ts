import { parse as parseYaml } from "yaml";
import { z } from "zod";
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

const code = z.string().regex(/^[A-Z0-9]{2}$/);
const carrierEntry = z.object({
  code,
  name: z.string().min(1).max(100),
  alliance: z.enum(["star-alliance", "oneworld", "skyteam", "none"]),
  country: z.string().min(1).max(100),
  hubs: z
    .array(z.string().regex(/^[A-Z]{3}$/))
    .min(1)
    .max(20),
  flies: z
    .array(z.string().min(1).max(100))
    .max(60)
    .optional()
    .transform((value) => value ?? null),
  source: z.url().max(1000),
  checkedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** Parses the carriers file; throws naming the first problem (a duplicate code included). */
export function parseCarriers(yamlText: string): Carrier[] {
  const carriers = z.array(carrierEntry).max(300).parse(parseYaml(yamlText));
  const seen = new Set<string>();
  for (const carrier of carriers) {
    if (seen.has(carrier.code)) throw new Error(`carriers: ${carrier.code} appears twice`);
    seen.add(carrier.code);
  }
  return carriers;
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
