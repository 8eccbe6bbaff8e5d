import { maxStopsOptions, preferredClassOptions, requestLimits } from "~/concierge/request-values";
import { consentCookieName, consentFromCookieHeader, safeReturnPath, serialiseChoices } from "~/consent/consent";
import { defaultSort, sortOptions } from "~/deals/rules";
import { businessDay } from "~/lib/format-date";
import { sectionParams } from "~/newsletter/section-view";
import { canonicalQuery, choice, foldedText, presence, trimmedText, type ParameterReader } from "./query-key";

/**
 * Public pages that are the same for every anonymous visitor with the same consent choice on the
 * same business day. The booking form is one of them: its spam-guard stamp may be shared and its
 * duplicate-submission key is derived from the post (decision 033). Left out on purpose: the
 * session booking pages (live availability, personal links), `/api/form-stamp` (a fresh stamp
 * each time), `/go/:id` (counts a click), `/unsubscribe` (personal token) and everything under
 * /admin.
 */
const cacheablePaths: readonly RegExp[] = [
  /^\/$/,
  /^\/deals$/,
  /^\/deals\/[a-z0-9-]+$/,
  /^\/transfer-bonuses$/,
  /^\/concierge$/,
  /^\/concierge\/terms$/,
  /^\/booking-form$/,
  /^\/about$/,
  /^\/privacy-policy$/,
  /^\/cookie-preferences$/,
  /^\/flight-search$/,
  /^\/newsletter$/,
  /^\/guide$/,
  /^\/rss\.xml$/,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
];

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);
const prefillText = trimmedText(requestLimits.travelDates);
/** As the preferences page reads it: a path on this site, where "/" is also what none means. */
const returnPath: ParameterReader = (value) => {
  const path = safeReturnPath(value);
  return path === "/" ? undefined : path;
};

/**
 * The query parameters each page reads (its loader or its component), with how it reads them;
 * a page not listed reads none. Every other parameter is left out of the cache key, and the
 * copy is rendered without it, so a cache buster or a campaign tag neither misses nor leaks into
 * another visitor's copy. The home page's other section parameters only matter to a signed-in
 * admin, whose requests bypass the cache.
 */
const pageParameters: Readonly<Record<string, Readonly<Record<string, ParameterReader>>>> = {
  "/": { [sectionParams.adminOpen]: presence },
  "/deals": { q: foldedText, sort: choice(values(sortOptions), { fallback: defaultSort, unknown: "unknown" }) },
  "/cookie-preferences": { returnTo: returnPath },
  "/booking-form": {
    fromDestination: prefillText,
    toDestination: prefillText,
    travelDates: prefillText,
    passengers: prefillText,
    preferredClass: choice(values(preferredClassOptions)),
    maxStops: choice(values(maxStopsOptions)),
  },
};

/** Readers of text a visitor types: every value is a new copy, so such copies are kept only when asked for again. */
const freeTextReaders: ReadonlySet<ParameterReader> = new Set([foldedText, prefillText]);

/**
 * Whether a canonical URL carries free text (a deals search, a booking-form prefill). A client
 * sending ever new text would otherwise fill the cache with copies nobody asks for again and push
 * out the pages everyone reads.
 */
export function carriesFreeText(canonicalUrl: string): boolean {
  const queryStart = canonicalUrl.indexOf("?");
  if (queryStart === -1) return false;
  const readers = pageParameters[canonicalUrl.slice(0, queryStart)] ?? {};
  return [...new URLSearchParams(canonicalUrl.slice(queryStart + 1)).keys()].some((name) => freeTextReaders.has(readers[name]!));
}

/** The URL a cached copy is rendered for and kept under: the path and the parameters it reads. */
export function canonicalPageUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = canonicalQuery(queryStart === -1 ? "" : url.slice(queryStart + 1), pageParameters[pathname] ?? {});
  return query ? `${pathname}?${query}` : pathname;
}

export function isCacheablePath(pathname: string): boolean {
  return cacheablePaths.some((pattern) => pattern.test(pathname));
}

/**
 * The site's own cookies other than consent mean this visitor sees something of their own: an
 * admin session, a notice to show once, a form's kept values. Such requests skip the cache, and
 * so will any `pw_` cookie added later, until someone decides otherwise here.
 */
export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  for (const part of cookieHeader?.split(";") ?? []) {
    const name = part.trim().split("=", 1)[0]!;
    if (name.startsWith("pw_") && name !== consentCookieName) return true;
  }
  return false;
}

/**
 * The part of the key that differs between visitors of one URL: the consent choice the page
 * renders (`a1f0m1`), never the time it was made, which the page does not carry. A cookie that
 * does not parse counts as no choice, so at most nine variants exist whatever a client sends.
 */
export function visitorVariant(cookieHeader: string | undefined): string {
  const consent = consentFromCookieHeader(cookieHeader ?? null);
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
export function pageKey(url: string, cookieHeader: string | undefined, now: Date = new Date()): string {
  return `${canonicalPageUrl(url)}|${visitorVariant(cookieHeader)}|${businessDay(now)}`;
}
