import type { SubscriberSource, SubscriberStatus } from "~/db/schema";

/** `unsubscribed` only matches rows kept from before unsubscribing erased the subscriber. */
export const subscriberStatuses: readonly SubscriberStatus[] = ["active", "pending", "unsubscribed"];
export const subscriberSources: readonly SubscriberSource[] = ["section", "popup"];

/** The admin list's filters as the form sends them (a GET, so the view can be bookmarked and exported). */
export interface SubscriberQuery {
  search: string;
  status?: SubscriberStatus;
  source?: SubscriberSource;
  /** Business days (New York), yyyy-MM-dd, both ends included. */
  from?: string;
  to?: string;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export function parseSubscriberQuery(params: URLSearchParams): SubscriberQuery {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]) => allowed.find((option) => option === value);
  const day = (value: string | null) => (value && isoDay.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);
  return {
    search: (params.get("q") ?? "").trim().slice(0, 254),
    status: pick(params.get("status"), subscriberStatuses),
    source: pick(params.get("source"), subscriberSources),
    from: day(params.get("from")),
    to: day(params.get("to")),
  };
}

/** The query string for the same view (the CSV link exports exactly what is shown). */
export function subscriberQueryString(query: SubscriberQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  for (const key of ["status", "source", "from", "to"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
