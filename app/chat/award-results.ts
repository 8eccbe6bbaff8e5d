import { z } from "~/lib/zod";
import type { CardTransfer } from "./points-answer";
import { programs } from "./programs";
import { formatDay, formatMiles, formatSeenAgo, formatTaxes } from "./reply-format";
import type { Cabin, TripQuery } from "./trip";

/** The provider prefixes each cabin's fields with a letter: YMileageCost, JRemainingSeats... */
const cabinPrefix: Record<Cabin, "Y" | "W" | "J" | "F"> = { economy: "Y", premium: "W", business: "J", first: "F" };

const looseNumber = z.union([z.number(), z.string()]).transform(Number).pipe(z.number().finite()).catch(0);
const looseBoolean = z.boolean().catch(false);
const looseText = z.string().catch("");

/** One availability record of the cached search, read leniently: a missing field is 'none'. */
export const availabilitySchema = z
  .object({
    ID: looseText,
    Route: z.object({ OriginAirport: z.string(), DestinationAirport: z.string() }),
    Date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
    Source: looseText,
    TaxesCurrency: looseText,
    ComputedLastSeen: z.string().optional().catch(undefined),
    UpdatedAt: z.string().optional().catch(undefined),
  })
  .catchall(z.unknown());

export type Availability = z.infer<typeof availabilitySchema>;

/** One result as the visitor sees it: nothing raw from the provider. */
export interface AwardCard {
  id: string;
  date: string;
  dateText: string;
  route: string;
  program: string;
  /** The provider's key for the program ('aeroplan'), lower case. */
  sourceKey: string;
  bookUrl: string;
  miles: number;
  milesText: string;
  taxesText: string;
  /** Seats left, when the provider knows. */
  seats: number | null;
  nonstop: boolean;
  airlines: string;
  seenText: string;
  /** The transfer that pays for it, when the visitor said which points they hold. */
  transfer?: CardTransfer;
}

export const maxCards = 10;
const providerSearchUrl = "https://seats.aero/search";

function field(record: Availability, name: string) {
  return record[name];
}

function toCard(record: Availability, query: TripQuery, now: Date): AwardCard | undefined {
  const p = cabinPrefix[query.cabin];
  // Asked for nonstop: the direct-only price and seats, which may differ from the cheapest overall.
  const d = query.nonstop ? "Direct" : "";
  const available = looseBoolean.parse(field(record, `${p}Available`)) || looseBoolean.parse(field(record, `${p}AvailableRaw`));
  const miles = looseNumber.parse(field(record, `${p}${d}MileageCostRaw`)) || looseNumber.parse(field(record, `${p}${d}MileageCost`));
  const nonstop = looseBoolean.parse(field(record, `${p}Direct`));
  if (!available || miles <= 0 || (query.nonstop && !nonstop)) return undefined;
  const seatsLeft = looseNumber.parse(field(record, `${p}${d}RemainingSeats`));
  if (seatsLeft > 0 && seatsLeft < query.passengers) return undefined;
  const taxes = looseNumber.parse(field(record, `${p}${d}TotalTaxes`));
  const seenAt = new Date(record.ComputedLastSeen ?? record.UpdatedAt ?? "");
  const program = programs[record.Source.toLowerCase()];
  const date = record.Date.slice(0, 10);
  return {
    id: record.ID || `${record.Source}-${date}-${record.Route.OriginAirport}-${record.Route.DestinationAirport}`,
    date,
    dateText: formatDay(date),
    route: `${record.Route.OriginAirport} → ${record.Route.DestinationAirport}`,
    program: program?.name ?? record.Source,
    sourceKey: record.Source.toLowerCase(),
    bookUrl: program?.bookUrl ?? providerSearchUrl,
    miles,
    milesText: formatMiles(miles),
    taxesText: `${formatTaxes(taxes, record.TaxesCurrency || "USD")} taxes and fees`,
    seats: seatsLeft > 0 ? seatsLeft : null,
    nonstop,
    airlines: looseText.parse(field(record, `${p}${d}Airlines`)),
    seenText: Number.isNaN(seenAt.getTime()) ? "recently seen" : formatSeenAgo(seenAt, now),
  };
}

/** The records turned into cards for the asked cabin: cheapest first, at most `limit` (ten). */
export function awardCards(records: readonly unknown[], query: TripQuery, now: Date, limit = maxCards): AwardCard[] {
  const cards: AwardCard[] = [];
  for (const raw of records) {
    const parsed = availabilitySchema.safeParse(raw);
    if (!parsed.success) continue;
    const card = toCard(parsed.data, query, now);
    if (card) cards.push(card);
  }
  return cards.sort((a, b) => a.miles - b.miles || a.date.localeCompare(b.date)).slice(0, limit);
}
