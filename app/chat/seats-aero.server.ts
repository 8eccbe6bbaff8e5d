import type { Cabin, TripQuery } from "./trip";

/**
 * Why the provider gave no results, in words the reply can turn into plain language; the site's
 * own daily ceiling on calls (decision 067) is one too, though the provider was never asked.
 */
export type ProviderProblem = "unauthorized" | "rate-limited" | "timeout" | "unavailable" | "daily-ceiling";

export type AwardSearchOutcome = { ok: true; records: unknown[] } | { ok: false; problem: ProviderProblem };

export interface SeatsAeroConfig {
  apiKey: string;
  /** The Partner API's base URL; tests point it at a local server. */
  baseUrl: string;
  timeoutMs?: number;
}

export const defaultSeatsAeroUrl = "https://seats.aero/partnerapi";
const defaultTimeoutMs = 8_000;
const providerCabins: Record<Cabin, string> = { economy: "economy", premium: "premium", business: "business", first: "first" };

/** The request URL of the Partner API's cached search for a trip. */
export function cachedSearchUrl(baseUrl: string, query: TripQuery): string {
  const params = new URLSearchParams({
    origin_airport: query.origin.codes.join(","),
    destination_airport: query.destination.codes.join(","),
    start_date: query.dates.start,
    end_date: query.dates.end,
    cabin: providerCabins[query.cabin],
    only_direct_flights: String(query.nonstop),
    include_trips: "false",
    take: "500",
  });
  return `${baseUrl.replace(/\/+$/, "")}/search?${params}`;
}

/**
 * The seats.aero Partner API's cached search (GET /search with the Partner-Authorization
 * header). Every failure, a refused key, a rate limit, a timeout or a broken answer, comes
 * back as a problem to explain, never as a thrown error.
 */
export async function searchCachedAwards(query: TripQuery, config: SeatsAeroConfig): Promise<AwardSearchOutcome> {
  let response: Response;
  try {
    response = await fetch(cachedSearchUrl(config.baseUrl, query), {
      headers: { "Partner-Authorization": config.apiKey, Accept: "application/json" },
      signal: AbortSignal.timeout(config.timeoutMs ?? defaultTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    return { ok: false, problem: timedOut ? "timeout" : "unavailable" };
  }
  if (response.status === 401 || response.status === 403) return { ok: false, problem: "unauthorized" };
  if (response.status === 429) return { ok: false, problem: "rate-limited" };
  if (!response.ok) return { ok: false, problem: "unavailable" };
  try {
    const body = (await response.json()) as { data?: unknown };
    return Array.isArray(body.data) ? { ok: true, records: body.data } : { ok: false, problem: "unavailable" };
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    return { ok: false, problem: timedOut ? "timeout" : "unavailable" };
  }
}
