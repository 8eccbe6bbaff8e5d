import { describe, expect, it } from "vitest";
import { parseSubscriberQuery, subscriberQueryString } from "./subscriber-filter";

describe("the subscriber list's filters", () => {
  it("keep only known statuses, sources and real days", () => {
    const query = parseSubscriberQuery(new URLSearchParams("q= jane &status=active&source=robot&from=2026-11-01&to=yesterday"));
    expect(query).toEqual({ search: "jane", status: "active", source: undefined, from: "2026-11-01", to: undefined });
  });

  it("round-trip into the query string the CSV link uses", () => {
    const query = parseSubscriberQuery(new URLSearchParams("q=a b&status=unsubscribed&source=popup&from=2026-01-02&to=2026-02-03"));
    expect(parseSubscriberQuery(new URLSearchParams(subscriberQueryString(query)))).toEqual(query);
    expect(subscriberQueryString(parseSubscriberQuery(new URLSearchParams()))).toBe("");
  });
});
