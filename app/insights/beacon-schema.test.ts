import { describe, expect, it } from "vitest";
import { parseBeacon } from "./beacon-schema";

const parse = (value: unknown) => parseBeacon(JSON.stringify(value));

describe("parseBeacon", () => {
  it("accepts a page view, with or without a referring host", () => {
    expect(parse({ type: "pageview", path: "/deals/chase-sapphire-preferred-75k" })).toEqual({
      type: "pageview",
      path: "/deals/chase-sapphire-preferred-75k",
    });
    expect(parse({ type: "pageview", path: "/", referrer: "news.example.com" })).toEqual({
      type: "pageview",
      path: "/",
      referrer: "news.example.com",
    });
  });

  it("accepts the funnel events, with a deal where one applies", () => {
    expect(parse({ type: "event", event: "apply_clicked", deal: "capital-one-venture-75k" })).toEqual({
      type: "event",
      event: "apply_clicked",
      deal: "capital-one-venture-75k",
    });
    expect(parse({ type: "event", event: "subscribed" })).toEqual({ type: "event", event: "subscribed" });
  });

  it("refuses anything that is not exactly a beacon", () => {
    const refused = [
      { type: "pageview" },
      { type: "pageview", path: "deals" },
      { type: "pageview", path: "/deals?email=someone@example.com" },
      { type: "pageview", path: "/someone@example.com" },
      { type: "pageview", path: "/a%40b" },
      { type: "pageview", path: "/" + "a".repeat(300) },
      { type: "pageview", path: "/", referrer: "https://news.example.com/story" },
      { type: "pageview", path: "/", visitor: "abc" },
      { type: "event", event: "purchased" },
      { type: "event", event: "apply_clicked", deal: "Not A Slug" },
      { type: "other" },
      [],
      null,
    ];
    for (const value of refused) expect(parse(value), JSON.stringify(value)).toBeUndefined();
    expect(parseBeacon("not json")).toBeUndefined();
  });
});
