import type { WatchCabin } from "./watch-form";

/**
 * Which of the provider's cached-search records are seats a watch asked for. The records are read
 * leniently, field by field, as the provider's own names give them (YMileageCost, JTotalTaxes...):
 * a record missing what a seat needs is simply not a seat.
 */

/** The provider prefixes each cabin's fields with a letter. */
const cabinLetter: Record<WatchCabin, "Y" | "W" | "J" | "F"> = { economy: "Y", premium: "W", business: "J", first: "F" };
const maxKeyLength = 200;

/** What a watch asks of a seat. */
export interface SeatWanted {
  cabin: WatchCabin;
  startDate: string;
  endDate: string;
  maxMiles: number;
}

/** One seat as the watch keeps it and the email tells it. */
export interface SeenSeat {
  /** The provider's availability id, program and cabin: the same seat on another day is the same key. */
  seatKey: string;
  /** The provider's program key, lower case ('aeroplan'). */
  program: string;
  flightDate: string;
  miles: number;
  /** "USD 56.00", or null when the provider gives none. */
  taxes: string | null;
  seenAt: Date | null;
}

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const yes = (value: unknown) => value === true || value === "true";
function amount(value: unknown): number {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isFinite(number) ? number : 0;
}

/** Taxes come in the currency's minor units (5600 is 56.00). */
function taxesText(minor: number, currency: string): string | null {
  if (minor <= 0) return null;
  return `${/^[A-Z]{3}$/.test(currency) ? currency : "USD"} ${(minor / 100).toFixed(2)}`;
}

function seenAtOf(record: Fields): Date | null {
  const seen = new Date(text(record.ComputedLastSeen) || text(record.UpdatedAt));
  return Number.isNaN(seen.getTime()) ? null : seen;
}

/** The record as a seat in `cabin`, or undefined when the cabin has no award space in it. */
export function readSeat(raw: unknown, cabin: WatchCabin): SeenSeat | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const record = raw as Fields;
  const letter = cabinLetter[cabin];
  const flightDate = text(record.Date).slice(0, 10);
  const program = text(record.Source).toLowerCase();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(flightDate) || !program) return undefined;
  if (!yes(record[`${letter}Available`]) && !yes(record[`${letter}AvailableRaw`])) return undefined;
  const miles = Math.round(amount(record[`${letter}MileageCostRaw`]) || amount(record[`${letter}MileageCost`]));
  if (miles <= 0) return undefined;
  const id =
    text(record.ID) ||
    `${flightDate}-${text((record.Route as Fields | undefined)?.OriginAirport)}-${text((record.Route as Fields | undefined)?.DestinationAirport)}`;
  return {
    seatKey: `${id}:${program}:${cabin}`.slice(0, maxKeyLength),
    program,
    flightDate,
    miles,
    taxes: taxesText(amount(record[`${letter}TotalTaxes`]), text(record.TaxesCurrency)),
    seenAt: seenAtOf(record),
  };
}

/**
 * The seats among `records` the watch wants: its cabin available, at most its miles, a flight date
 * within its range, and, when `reachable` is given (the watch asks for reachable programs only),
 * a program in it. One seat per key, the first listed.
 */
export function matchingSeats(records: readonly unknown[], wanted: SeatWanted, reachable?: ReadonlySet<string>): SeenSeat[] {
  const seats = new Map<string, SeenSeat>();
  for (const record of records) {
    const seat = readSeat(record, wanted.cabin);
    if (!seat || seat.miles > wanted.maxMiles) continue;
    if (seat.flightDate < wanted.startDate || seat.flightDate > wanted.endDate) continue;
    if (reachable && !reachable.has(seat.program)) continue;
    if (!seats.has(seat.seatKey)) seats.set(seat.seatKey, seat);
  }
  return [...seats.values()];
}
