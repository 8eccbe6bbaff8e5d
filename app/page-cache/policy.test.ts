import { describe, expect, it } from "vitest";
import { RouteTable } from "~/lib/route-table";
import { appRouteManifest } from "~/routes.fixture";
import {
  cacheableQuery,
  canonicalPageUrl as canonicalFor,
  carriesFreeText as freeTextFor,
  chooseEncoding,
  hasPersonalCookie,
  matchesEtag,
  pageKey as keyFor,
  visitorVariant,
} from "./policy";

/** The site's routes, with the policies their handles declare. */
const routes = new RouteTable(await appRouteManifest());
const readersOf = (url: string) => cacheableQuery(routes, url.split("?", 1)[0]!) ?? {};
const canonicalPageUrl = (url: string) => canonicalFor(url, readersOf(url));
const carriesFreeText = (url: string) => freeTextFor(url, readersOf(url));
const pageKey = (url: string, cookieHeader: string | undefined, now?: Date) => keyFor(url, readersOf(url), cookieHeader, now);

describe("cacheableQuery", () => {
  it.each(["/", "/deals", "/deals/amex-gold-100k", "/transfer-bonuses", "/concierge", "/booking-form", "/about", "/guide", "/rss.xml"])(
    "keeps %s",
    (path) => expect(cacheableQuery(routes, path)).toBeDefined(),
  );
  it.each([
    "/booking-form/received",
    "/api/form-stamp",
    "/concierge/book",
    "/concierge/book/manage",
    "/go/12",
    "/unsubscribe",
    "/admin",
    "/admin/deals",
    "/api/insights",
    "/deals.data",
    "/deals/amex-gold-100k.data",
    "/no-such-page",
    "/Deals",
    "/deals/",
    "/de%61ls",
  ])("never keeps %s", (path) => expect(cacheableQuery(routes, path)).toBeUndefined());
});

describe("hasPersonalCookie", () => {
  it("is false with no cookie, the consent cookie, or another site's cookie", () => {
    expect(hasPersonalCookie(undefined)).toBe(false);
    expect(hasPersonalCookie("pw_consent=a1f0m0.2026-01-01T00:00:00.000Z; _ga=GA1.1")).toBe(false);
  });
  it.each([
    "pw_session=abc",
    "__Host-pw_session=abc",
    "__Secure-pw_other=1",
    "pw_flash=x",
    "pw_newsletter_form=y",
    "a=1; pw_something_new=1",
  ])("is true for %s", (cookie) => expect(hasPersonalCookie(cookie)).toBe(true));
});

describe("visitorVariant and pageKey", () => {
  const accepted = "pw_consent=a1f1m1.2026-11-20T10:00:00.000Z";
  it("shares one variant among visitors who have not chosen, including a malformed cookie", () => {
    expect(visitorVariant(undefined)).toBe("undecided");
    expect(visitorVariant("pw_consent=garbage")).toBe("undecided");
  });
  it("gives each consent choice its own variant: the four categories, not the time stamp", () => {
    expect(visitorVariant(accepted)).toBe("a1f1m1");
    expect(visitorVariant("pw_consent=a0f0m0.2026-11-20T10:00:00.000Z")).not.toBe(visitorVariant(accepted));
  });
  it("gives every time stamp of one choice the same key", () => {
    const at = (date: string) => pageKey("/deals", `pw_consent=a1f0m1.${date}`);
    expect(at("2026-11-20T10:00:00.000Z")).toBe(at("2026-11-20T10:00:00.001Z"));
    expect(at("2026-11-20T10:00:00.000Z")).toBe(at("1999-01-01T00:00:00Z"));
  });
  it.each(["a1f1m1.not-a-date", "a2f0m0.2026-11-20T10:00:00.000Z", "a1f1m1.2026-13-45T99:00:00.000Z", "a1f1m1", "%00"])(
    "maps a forged consent cookie (%s) to the undecided key",
    (value) => expect(pageKey("/deals", `pw_consent=${value}`)).toBe(pageKey("/deals", undefined)),
  );
  it("changes when the business day rolls over in New York, not at UTC midnight", () => {
    const beforeMidnightNy = new Date("2026-11-24T04:59:00Z");
    const afterMidnightNy = new Date("2026-11-24T05:01:00Z");
    const utcMidnight = new Date("2026-11-24T00:01:00Z");
    expect(pageKey("/", undefined, beforeMidnightNy)).not.toBe(pageKey("/", undefined, afterMidnightNy));
    expect(pageKey("/", undefined, utcMidnight)).toBe(pageKey("/", undefined, beforeMidnightNy));
  });
});

describe("the query parameters in the key", () => {
  const key = (url: string) => pageKey(url, undefined);
  it("ignores parameters the page does not read", () => {
    expect(key("/deals?cb=1")).toBe(key("/deals"));
    expect(key("/deals?cb=1")).toBe(key("/deals?cb=2&utm_source=mail"));
    expect(key("/about?q=chase")).toBe(key("/about"));
    expect(key("/?visit=1")).toBe(key("/"));
  });
  it("keeps the ones it reads, in a fixed order", () => {
    expect(key("/deals?sort=score")).not.toBe(key("/deals"));
    expect(key("/deals?q=chase")).not.toBe(key("/deals?q=amex"));
    expect(key("/deals?sort=score&q=chase")).toBe(key("/deals?q=chase&sort=score"));
    expect(key("/?admin=1")).not.toBe(key("/"));
    expect(key("/cookie-preferences?returnTo=/deals")).not.toBe(key("/cookie-preferences"));
  });
  it("normalises values as the page reads them", () => {
    expect(canonicalPageUrl("/deals?q=%20Chase%20&cb=7")).toBe("/deals?q=chase");
    expect(canonicalPageUrl("/deals?q=+&sort=")).toBe("/deals");
    expect(canonicalPageUrl("/deals?sort=newest")).toBe("/deals");
    expect(canonicalPageUrl("/deals?q=a&q=b")).toBe("/deals?q=a");
    expect(canonicalPageUrl("/?admin=1")).toBe(canonicalPageUrl("/?admin"));
    expect(canonicalPageUrl("/cookie-preferences?returnTo=/")).toBe("/cookie-preferences");
    expect(canonicalPageUrl("/cookie-preferences?returnTo=https://evil.example/")).toBe("/cookie-preferences");
  });
  it("shares one copy among unknown sort values, which the page labels 'Sort By', apart from the default", () => {
    expect(key("/deals?sort=weird")).toBe(key("/deals?sort=other"));
    expect(key("/deals?sort=weird")).not.toBe(key("/deals"));
  });
  it("keeps the booking form's six prefill fields, cut and checked as the form does", () => {
    const url =
      "/booking-form?utm_campaign=x&maxStops=nonstop&preferredClass=business&passengers=2&travelDates=May&toDestination=Dubai&fromDestination=%20Boston";
    expect(canonicalPageUrl(url)).toBe(
      "/booking-form?fromDestination=Boston&toDestination=Dubai&travelDates=May&passengers=2&preferredClass=business&maxStops=nonstop",
    );
    expect(canonicalPageUrl("/booking-form?preferredClass=first&maxStops=9")).toBe("/booking-form");
    expect(canonicalPageUrl(`/booking-form?travelDates=${"x".repeat(300)}`)).toBe(`/booking-form?travelDates=${"x".repeat(200)}`);
  });
});

describe("carriesFreeText", () => {
  it("is true for what a client can make up (a deals search, a booking-form prefill, a return path) and nothing else", () => {
    expect(carriesFreeText("/deals?q=chase")).toBe(true);
    expect(carriesFreeText("/booking-form?toDestination=tokyo")).toBe(true);
    expect(carriesFreeText("/deals?sort=highest-score")).toBe(false);
    expect(carriesFreeText("/booking-form?preferredClass=business")).toBe(false);
    expect(carriesFreeText("/deals")).toBe(false);
    expect(carriesFreeText("/cookie-preferences?returnTo=%2Fdeals")).toBe(true);
  });
});

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "gzip"],
    ["", "identity"],
    [undefined, "identity"],
    ["gzip;q=0", "identity"],
  ] as const)("%s gives %s", (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});

describe("matchesEtag", () => {
  const etag = 'W/"abc"';
  it("matches weakly, in a list, or with a star", () => {
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
  });
  it("does not match another tag or no header", () => {
    expect(matchesEtag('W/"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
