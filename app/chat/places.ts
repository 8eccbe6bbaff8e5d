import { couldBeWithin, editDistanceWithin, letterSet } from "./edit-distance";
import { metroAreas, type MetroArea } from "./metro-areas";
import type { ReadingBudget } from "./reading-budget";
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

export type PlaceMatch = { kind: "found"; place: Place } | { kind: "ambiguous"; name: string; options: Place[] } | { kind: "none" };

// Rail stations, heliports and "All Airports" entries share a city with its airports but fly nowhere.
const notAnAirport =
  /station|heliport|railway|bahnhof|\bgare\b|all airports|seaplane|training|\bbus\b|kings cross|paddington|pancras|waterloo/i;
const international = /\bintl\b|international|intercontinental/i;
/** Airports of one city further apart than this are different places (Portland, Oregon and Maine). */
const sameAreaKm = 120;
/**
 * Known names a misspelling is compared with, at most. The index below keeps the largest group
 * (one first letter, five lengths) near 400, so the cap only binds if the airport data grows.
 */
const maxFuzzyCandidates = 500;

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

interface FuzzyName {
  name: string;
  /** Place in the list of all names: of equally close names, the earliest wins. */
  rank: number;
  letters: number;
}

function fuzzyBucket(firstLetter: string, length: number): string {
  return `${firstLetter}${length}`;
}

/** Finds the airports a visitor means by a code, a city, a metro area or an airport name. */
export class PlaceFinder {
  private readonly byCode = new Map<string, Airport>();
  private readonly byCity = new Map<string, Airport[]>();
  private readonly byAirportName = new Map<string, Airport>();
  private readonly metroByName = new Map<string, MetroArea>();
  private readonly metroByCode = new Map<string, MetroArea>();
  /** Names for misspellings by first letter and length ('l6' holds 'london'), in rank order. */
  private readonly fuzzyIndex = new Map<string, FuzzyName[]>();

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
    // Metro areas rank first, then cities, then airport names.
    const fuzzyNames = [...new Set([...this.metroByName.keys(), ...this.byCity.keys(), ...this.byAirportName.keys()])];
    fuzzyNames.forEach((name, rank) => {
      if (name.length < 4) return;
      const bucket = fuzzyBucket(name[0]!, name.length);
      this.fuzzyIndex.set(bucket, [...(this.fuzzyIndex.get(bucket) ?? []), { name, rank, letters: letterSet(name) }]);
    });
  }

  /** The country of a known airport ('Japan'), as the airport data writes it. */
  countryOf(code: string): string | undefined {
    return this.byCode.get(code)?.country;
  }

  /** True for a three-letter code of a known airport or city, in any case. */
  isCode(word: string): boolean {
    const code = word.toUpperCase();
    return /^[A-Z]{3}$/.test(code) && (this.byCode.has(code) || this.metroByCode.has(code));
  }

  /**
   * Exact look-up of a phrase; `fuzzy` also accepts a misspelling of one known name, charging
   * the comparisons to `budget` when one is given.
   */
  find(phrase: string, { fuzzy = false, budget }: { fuzzy?: boolean; budget?: ReadingBudget } = {}): PlaceMatch {
    const key = normalizePlaceName(phrase).replace(/\s+airports?$/, "");
    if (key === "") return { kind: "none" };
    const exact = this.findExact(key);
    if (exact.kind !== "none" || !fuzzy || key.length < 4) return exact;
    const closest = this.closestName(key, budget);
    return closest ? this.findExact(closest) : { kind: "none" };
  }

  /**
   * The known name one or two edits from `key`. Only names with the same first letter and a
   * length within the limit are candidates (a few hundred at most, not one per airport), and
   * most fail a quick letter test before any distance is computed. A misspelt first letter is
   * left for the visitor to retype. Each name weighed costs one unit of `budget`, and each
   * distance computed the cells of its band.
   */
  private closestName(key: string, budget: ReadingBudget | undefined): string | undefined {
    const limit = key.length <= 6 ? 1 : 2;
    const bandCells = key.length * (2 * limit + 1);
    const keyLetters = letterSet(key);
    let best: { name: string; rank: number; distance: number } | undefined;
    let compared = 0;
    for (let length = key.length - limit; length <= key.length + limit; length++) {
      for (const { name, rank, letters } of this.fuzzyIndex.get(fuzzyBucket(key[0]!, length)) ?? []) {
        if (compared++ === maxFuzzyCandidates) return best?.name;
        budget?.spend(1);
        if (!couldBeWithin(keyLetters, letters, limit)) continue;
        budget?.spend(bandCells);
        const distance = editDistanceWithin(key, name, limit);
        const closer = !best || distance < best.distance || (distance === best.distance && rank < best.rank);
        if (distance <= limit && closer) best = { name, rank, distance };
      }
    }
    return best?.name;
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
    const options = groups.map((group) => ({
      label: `${group[0]!.name}, ${group[0]!.country}`,
      codes: group.map((airport) => airport.code).slice(0, 4),
    }));
    return { kind: "ambiguous", name, options };
  }
}
