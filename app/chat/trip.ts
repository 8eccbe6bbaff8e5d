/** What the assistant understood of a trip, and the words it uses to say it back. */
export type Cabin = "economy" | "premium" | "business" | "first";

export const cabinLabels: Record<Cabin, string> = {
  economy: "economy",
  premium: "premium economy",
  business: "business class",
  first: "first class",
};

/** A place the visitor named: one airport, or every airport of a city. */
export interface Place {
  label: string;
  codes: string[];
}

/** Calendar days in the business time zone, YYYY-MM-DD, both ends included. */
export interface DateRange {
  start: string;
  end: string;
}

export interface TripQuery {
  origin: Place;
  destination: Place;
  dates: DateRange;
  cabin: Cabin;
  passengers: number;
  nonstop: boolean;
}

/** A trip still being put together over several messages. */
export type TripDraft = Partial<TripQuery>;

export const maxPassengers = 9;
