import { cabinLabels, type DateRange, type TripQuery } from "./trip";

const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric", year: "numeric" });
const shortDayFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });

function utcNoon(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** 'Fri, Mar 5, 2027', or 'Mar 5 – Mar 12, 2027' for a range. */
export function formatTravelDates({ start, end }: DateRange): string {
  if (start === end) return dayFormat.format(utcNoon(start));
  return `${shortDayFormat.format(utcNoon(start))} – ${shortDayFormat.format(utcNoon(end))}, ${end.slice(0, 4)}`;
}

export function formatDay(day: string): string {
  return dayFormat.format(utcNoon(day));
}

/** The trip said back in one line, so the visitor can see what was understood. */
export function describeTrip(query: TripQuery): string {
  const passengers = `${query.passengers} passenger${query.passengers > 1 ? "s" : ""}`;
  const stops = query.nonstop ? ", nonstop only" : "";
  const cabin = cabinLabels[query.cabin];
  return `${cabin.charAt(0).toUpperCase()}${cabin.slice(1)} from ${query.origin.label} (${query.origin.codes.join(", ")}) to ${query.destination.label} (${query.destination.codes.join(", ")}), ${formatTravelDates(query.dates)}, ${passengers}${stops}`;
}

/** How long ago the provider last saw the seats: 'seen 3 h ago'. */
export function formatSeenAgo(seenAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - seenAt.getTime()) / 60_000));
  if (minutes < 60) return `seen ${Math.max(1, minutes)} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `seen ${hours} h ago`;
  return `seen ${Math.round(hours / 24)} days ago`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Taxes in the currency's minor units (cents) shown as money: '$5.60'. */
export function formatTaxes(minorUnits: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat("en-US", { style: "currency", currency });
    } catch {
      format = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    }
    moneyFormats.set(currency, format);
  }
  return format.format(minorUnits / 100);
}

export function formatMiles(miles: number): string {
  return `${miles.toLocaleString("en-US")} miles`;
}
