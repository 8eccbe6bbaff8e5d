import { consentCookie, consentFromCookieHeader, serialiseChoices } from "~/lib/consent-cookie";
import { parseCookies } from "~/lib/cookies";
import { businessDay } from "~/lib/calendar-day";
import type { QueryReaders } from "~/lib/route-policy";
import type { RouteTable } from "~/lib/route-table";
import { canonicalQuery } from "./query-key";

/**
 * The query parameters the page at this path reads, when its route declares it cacheable
 * (its `handle`, see app/lib/route-policy.ts); undefined when the page is never kept. Every
 * other parameter is left out of the cache key, and the copy is rendered without it, so a cache
 * buster or a campaign tag neither misses nor leaks into another visitor's copy. React Router's
 * data requests (`/deals/x.data`) are not pages and are never kept.
 */
export function cacheableQuery(routes: RouteTable, pathname: string): QueryReaders | undefined {
  if (pathname.endsWith(".data")) return undefined;
  const policy = routes.policy(pathname);
  return policy.cacheable ? policy.query : undefined;
}

/**
 * Whether a canonical URL carries free text (a deals search, a booking-form prefill). A client
 * sending ever new text would otherwise fill the cache with copies nobody asks for again and push
 * out the pages everyone reads.
 */
export function carriesFreeText(canonicalUrl: string, readers: QueryReaders): boolean {
  const queryStart = canonicalUrl.indexOf("?");
  if (queryStart === -1) return false;
  return [...new URLSearchParams(canonicalUrl.slice(queryStart + 1)).keys()].some((name) => readers[name]?.freeText);
}

/** The URL a cached copy is rendered for and kept under: the path and the parameters it reads. */
export function canonicalPageUrl(url: string, readers: QueryReaders): string {
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = canonicalQuery(queryStart === -1 ? "" : url.slice(queryStart + 1), readers);
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The site's own cookies other than consent mean this visitor sees something of their own: an
 * admin session (`__Host-pw_session` in production), a notice to show once, a form's kept values.
 * Such requests skip the cache, and so will any `pw_` cookie added later, prefixed or not, until
 * someone decides otherwise here.
 */
export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  for (const name of parseCookies(cookieHeader).keys()) {
    if (name.replace(/^__(?:Host|Secure)-/, "").startsWith("pw_") && name !== consentCookie.name) return true;
  }
  return false;
}

/**
 * The part of the key that differs between visitors of one URL: the consent choice the page
 * renders (`a1f0m1`), never the time it was made, which the page does not carry. A cookie that
 * does not parse counts as no choice, so at most nine variants exist whatever a client sends.
 */
export function visitorVariant(cookieHeader: string | undefined): string {
  const consent = consentFromCookieHeader(cookieHeader);
  return consent ? serialiseChoices(consent.choices) : "undecided";
}

export type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client accepts; a `q=0` refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

/** If-None-Match with weak comparison (RFC 9110 13.1.2), as a GET allows. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Everything a cached page depends on: the path with the parameters the page reads, the
 * visitor's consent variant, and the business day, so a copy made before midnight in the
 * business time zone is never served after it.
 */
export function pageKey(url: string, readers: QueryReaders, cookieHeader: string | undefined, now: Date = new Date()): string {
  return dayKey(visitorPageKey(url, readers, cookieHeader), now);
}

/** The part of a page's key that a request alone decides; `dayKey` adds the day it is asked on. */
export function visitorPageKey(url: string, readers: QueryReaders, cookieHeader: string | undefined): string {
  return `${canonicalPageUrl(url, readers)}|${visitorVariant(cookieHeader)}`;
}

export function dayKey(visitorKey: string, now: Date = new Date()): string {
  return `${visitorKey}|${businessDay(now)}`;
}
