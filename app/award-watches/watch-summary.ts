import type { WatchCabin } from "./watch-form";

/** "JFK/EWR/LGA → LHR": the airports as stored, which is what the provider is asked. */
export function routeText(origin: string, destination: string): string {
  return `${origin.split(",").join("/")} → ${destination.split(",").join("/")}`;
}

/** A watch as a list shows it. */
export interface WatchSummary {
  id: number;
  route: string;
  cabin: WatchCabin;
  startDate: string;
  endDate: string;
  maxMiles: number;
  onlyReachable: boolean;
  /** Its last date is past: no longer checked, and deleted by retention 30 days on. */
  ended: boolean;
}
