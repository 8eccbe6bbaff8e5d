import { editDistance } from "./edit-distance";
import { metroAreas, type MetroArea } from "./metro-areas";
import type { Place } from "./trip";

/** One airport of the kept airport data package. */
export interface Airport {
  code: string;
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
}

export type PlaceMatch =
  | { kind: "found"; place: Place }
  | { kind: "ambiguous"; name: string; options: Place[] }
  | { kind: "none" };

// Rail stations, heliports and "All Airports" entries share a city with its airports but fly nowhere.
const notAnAirport = /station|heliport|railway|bahnhof|\bgare\b|all airports|seaplane|training|\bbus\b|kings cross|paddington|pancras|waterloo/i;
const international = /\bintl\b|international|intercontinental/i;
/** Airports of one city further apart than this are different places (Portland, Oregon and Maine). */
const sameAreaKm = 120;

export function normalizePlaceName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\\'/g, "'")
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function airportNameKey(name: string): string {
  return normalizePlaceName(name)
    .replace(/\b(intl|international|airport|regional|rgnl|field|fld|afld)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function distanceKm(a: Airport, b: Airport): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

function metroPlace(metro: MetroArea): Place {
  return { label: metro.label, codes: metro.codes };
}

function airportPlace(airport: Airport): Place {
  const label = airport.name.includes(airport.city) ? airport.name : `${airport.city} ${airport.name}`;
  return { label, codes: [airport.code] };
}

/** Finds the airports a visitor means by a code, a city, a metro area or an airport name. */
export class PlaceFinder {
  private readonly byCode = new Map<string, Airport>();
  private readonly byCity = new Map<string, Airport[]>();
  private readonly byAirportName = new Map<string, Airport>();
  private readonly metroByName = new Map<string, MetroArea>();
  private readonly metroByCode = new Map<string, MetroArea>();
  private readonly fuzzyNames: string[];

  constructor(airports: readonly Airport[]) {
    for (const airport of airports) {
      if (notAnAirport.test(airport.name)) continue;
      this.byCode.set(airport.code, airport);
      const city = normalizePlaceName(airport.city);
      this.byCity.set(city, [...(this.byCity.get(city) ?? []), airport]);
      const nameKey = airportNameKey(airport.name);
      if (nameKey.length >= 4 && nameKey !== city && !this.byAirportName.has(nameKey)) this.byAirportName.set(nameKey, airport);
    }
    for (const metro of metroAreas) {
      for (const name of metro.names) this.metroByName.set(name, metro);
      if (metro.code) this.metroByCode.set(metro.code, metro);
    }
    this.fuzzyNames = [...new Set([...this.metroByName.keys(), ...this.byCity.keys(), ...this.byAirportName.keys()])].filter(
      (name) => name.length >= 4,
    );
  }

  /** True for a three-letter code of a known airport or city, in any case. */
  isCode(word: string): boolean {
    const code = word.toUpperCase();
    return /^[A-Z]{3}$/.test(code) && (this.byCode.has(code) || this.metroByCode.has(code));
  }

  /** Exact look-up of a phrase; `fuzzy` also accepts a misspelling of one known name. */
  find(phrase: string, { fuzzy = false } = {}): PlaceMatch {
    const key = normalizePlaceName(phrase).replace(/\s+airports?$/, "");
    if (key === "") return { kind: "none" };
    const exact = this.findExact(key);
    if (exact.kind !== "none" || !fuzzy || key.length < 4) return exact;
    const limit = key.length <= 6 ? 1 : 2;
    let best: { name: string; distance: number } | undefined;
    for (const name of this.fuzzyNames) {
      if (Math.abs(name.length - key.length) > limit) continue;
      const distance = editDistance(key, name);
      if (distance <= limit && (!best || distance < best.distance)) best = { name, distance };
    }
    return best ? this.findExact(best.name) : { kind: "none" };
  }

  private findExact(key: string): PlaceMatch {
    const upper = key.toUpperCase();
    if (/^[A-Z]{3}$/.test(upper)) {
      const metro = this.metroByCode.get(upper);
      if (metro) return { kind: "found", place: metroPlace(metro) };
      const airport = this.byCode.get(upper);
      if (airport) return { kind: "found", place: { label: airport.city, codes: [airport.code] } };
    }
    const metro = this.metroByName.get(key);
    if (metro) return { kind: "found", place: metroPlace(metro) };
    const cityAirports = this.byCity.get(key);
    if (cityAirports) return this.cityMatch(cityAirports);
    const airport = this.byAirportName.get(key);
    if (airport) return { kind: "found", place: airportPlace(airport) };
    return { kind: "none" };
  }

  /** A city's airports, the international ones first; far-apart groups are different cities. */
  private cityMatch(airports: Airport[]): PlaceMatch {
    const main = airports.filter((airport) => international.test(airport.name));
    const candidates = main.length > 0 ? main : airports;
    const groups: Airport[][] = [];
    for (const airport of candidates) {
      const group = groups.find((members) => distanceKm(members[0]!, airport) <= sameAreaKm);
      if (group) group.push(airport);
      else groups.push([airport]);
    }
    // Of far-apart namesakes, the one whose airport is international or bears the city's name wins.
    const named = groups.filter((group) => group.some((airport) => international.test(airport.name) || airport.name === airport.city));
    if (groups.length > 1 && named.length === 1) groups.splice(0, groups.length, named[0]!);
    const places = groups.map((group) => ({ label: group[0]!.city, codes: group.map((airport) => airport.code).slice(0, 4) }));
    if (places.length === 1) return { kind: "found", place: places[0]! };
    const name = groups[0]![0]!.city;
    const options = groups.map((group) => ({ label: `${group[0]!.name}, ${group[0]!.country}`, codes: group.map((airport) => airport.code).slice(0, 4) }));
    return { kind: "ambiguous", name, options };
  }
}
