import { cabinLabels, type Cabin, type Place, type TripQuery } from "./trip";
import { formatTravelDates } from "./reply-format";

export interface ReplyLink {
  label: string;
  href: string;
  /** Our own page (the concierge form) rather than another site. */
  internal?: boolean;
}

const seatsAeroCabins: Record<Cabin, string> = { economy: "economy", premium: "premium", business: "business", first: "first" };
/** The concierge form's class choices; it has no first class. */
const conciergeClasses: Partial<Record<Cabin, string>> = { economy: "economy", premium: "premium_economy", business: "business" };

function searchName(place: Place): string {
  return place.codes.length === 1 ? place.codes[0]! : place.label;
}

export function placeText(place: Place): string {
  return `${place.label} (${place.codes.join(", ")})`;
}

/** Google Flights understands a sentence in its `q` parameter. */
export function publicFlightSearchUrl(query: TripQuery): string {
  const sentence = `Flights from ${searchName(query.origin)} to ${searchName(query.destination)} on ${query.dates.start} one way ${cabinLabels[query.cabin]} ${query.passengers} passenger${query.passengers > 1 ? "s" : ""}`;
  return `https://www.google.com/travel/flights?${new URLSearchParams({ q: sentence })}`;
}

/** seats.aero's own award search across programs, for the same trip. */
export function awardSearchUrl(query: TripQuery): string {
  const params = new URLSearchParams({
    min_seats: String(query.passengers),
    applicable_cabin: seatsAeroCabins[query.cabin],
    additional_days: "false",
    date: query.dates.start,
    origins: query.origin.codes.join(","),
    destinations: query.destination.codes.join(","),
  });
  return `https://seats.aero/search?${params}`;
}

/** A trip whose two ends are known; the rest may still be missing (no dates yet). */
export type RouteDraft = Pick<TripQuery, "origin" | "destination"> & Partial<TripQuery>;

/** The concierge request form with the trip filled in (it reads exactly these parameters). */
export function conciergeUrl(query: RouteDraft): string {
  const params = new URLSearchParams({ fromDestination: placeText(query.origin), toDestination: placeText(query.destination) });
  if (query.dates) params.set("travelDates", formatTravelDates(query.dates));
  params.set("passengers", String(query.passengers ?? 1));
  const preferredClass = query.cabin ? conciergeClasses[query.cabin] : undefined;
  if (preferredClass) params.set("preferredClass", preferredClass);
  return `/booking-form?${params}`;
}

export const conciergeLinkLabel = "Ask our concierge to book it";

export function searchLinks(query: TripQuery): ReplyLink[] {
  return [
    { label: "Search award space on seats.aero", href: awardSearchUrl(query) },
    { label: "Compare cash fares on Google Flights", href: publicFlightSearchUrl(query) },
  ];
}

export function conciergeLink(query: RouteDraft): ReplyLink {
  return { label: conciergeLinkLabel, href: conciergeUrl(query), internal: true };
}
