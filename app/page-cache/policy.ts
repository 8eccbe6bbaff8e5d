import { consentCookieName, consentFromCookieHeader, serialiseConsent } from "~/consent/consent";
import { businessDay } from "~/lib/format-date";

/**
 * Public pages that are the same for every anonymous visitor with the same consent choice on the
 * same business day. Left out on purpose: the booking form (each render carries its own
 * submission key, which deduplicates a lead: shared, it would merge different visitors'
 * requests), the session booking pages (live availability, personal links), `/go/:id` (counts a
 * click), `/unsubscribe` (personal token) and everything under /admin.
 */
const cacheablePaths: readonly RegExp[] = [
  /^\/$/,
  /^\/deals$/,
  /^\/deals\/[a-z0-9-]+$/,
  /^\/transfer-bonuses$/,
  /^\/concierge$/,
  /^\/concierge\/terms$/,
  /^\/booking-form$/, // its stamp may be shared; its submission key is derived from the post (decision 033)
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
 * The part of the key that differs between visitors of one URL. The page carries the consent
 * choice and its date (stored in the browser by spec), so a visitor who has chosen gets a copy of
 * their own; everyone who has not chosen yet shares one.
 */
export function visitorVariant(cookieHeader: string | undefined): string {
  const consent = consentFromCookieHeader(cookieHeader ?? null);
  return consent ? serialiseConsent(consent) : "undecided";
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
 * Everything a cached page depends on: the URL with its query, the visitor's consent variant,
 * and the business day, so a copy made before midnight in the business time zone is never
 * served after it.
 */
export function pageKey(url: string, cookieHeader: string | undefined, now: Date = new Date()): string {
  return `${url}|${visitorVariant(cookieHeader)}|${businessDay(now)}`;
}
