import { describe, expect, it } from "vitest";
import { chooseEncoding, hasPersonalCookie, isCacheablePath, matchesEtag, pageKey, visitorVariant } from "./policy";

describe("isCacheablePath", () => {
  it.each(["/", "/deals", "/deals/amex-gold-100k", "/transfer-bonuses", "/concierge", "/booking-form", "/about", "/guide", "/rss.xml"])(
    "keeps %s",
    (path) => expect(isCacheablePath(path)).toBe(true),
  );
  it.each(["/booking-form/received", "/api/form-stamp", "/concierge/book", "/concierge/book/manage", "/go/12", "/unsubscribe", "/admin", "/admin/deals", "/api/insights", "/deals.data"])(
    "never keeps %s",
    (path) => expect(isCacheablePath(path)).toBe(false),
  );
});

describe("hasPersonalCookie", () => {
  it("is false with no cookie, the consent cookie, or another site's cookie", () => {
    expect(hasPersonalCookie(undefined)).toBe(false);
    expect(hasPersonalCookie("pw_consent=a1f0m0.2026-01-01T00:00:00.000Z; _ga=GA1.1")).toBe(false);
  });
  it.each(["pw_session=abc", "pw_flash=x", "pw_newsletter_form=y", "a=1; pw_something_new=1"])("is true for %s", (cookie) =>
    expect(hasPersonalCookie(cookie)).toBe(true),
  );
});

describe("visitorVariant and pageKey", () => {
  const accepted = "pw_consent=a1f1m1.2026-11-20T10:00:00.000Z";
  it("shares one variant among visitors who have not chosen, including a malformed cookie", () => {
    expect(visitorVariant(undefined)).toBe("undecided");
    expect(visitorVariant("pw_consent=garbage")).toBe("undecided");
  });
  it("gives each consent choice its own variant", () => {
    expect(visitorVariant(accepted)).toBe("a1f1m1.2026-11-20T10:00:00.000Z");
    expect(visitorVariant("pw_consent=a0f0m0.2026-11-20T10:00:00.000Z")).not.toBe(visitorVariant(accepted));
  });
  it("changes when the business day rolls over in New York, not at UTC midnight", () => {
    const beforeMidnightNy = new Date("2026-11-24T04:59:00Z");
    const afterMidnightNy = new Date("2026-11-24T05:01:00Z");
    const utcMidnight = new Date("2026-11-24T00:01:00Z");
    expect(pageKey("/", undefined, beforeMidnightNy)).not.toBe(pageKey("/", undefined, afterMidnightNy));
    expect(pageKey("/", undefined, utcMidnight)).toBe(pageKey("/", undefined, beforeMidnightNy));
  });
  it("keeps the query string", () => {
    expect(pageKey("/deals?sort=score", undefined)).not.toBe(pageKey("/deals", undefined));
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
