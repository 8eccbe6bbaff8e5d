import { describe, expect, it } from "vitest";
import { emptyRequestValues, prefillFromQuery } from "./request-values";

describe("prefill from the query string", () => {
  it("fills the trip fields only, and drops options the form does not offer", () => {
    const params = new URLSearchParams({
      fromDestination: "Boston",
      toDestination: "Dubai",
      travelDates: "May 2027",
      passengers: "3",
      preferredClass: "first",
      maxStops: "nonstop",
      email: "someone@example.com",
    });
    expect(prefillFromQuery(params)).toEqual({
      ...emptyRequestValues(),
      fromDestination: "Boston",
      toDestination: "Dubai",
      travelDates: "May 2027",
      passengers: "3",
      maxStops: "nonstop",
    });
  });

  it("fills the points the chat assistant heard, cut to the prefill limit", () => {
    const params = new URLSearchParams({ pointsList: "120,000 American Express Membership Rewards points" });
    expect(prefillFromQuery(params).pointsList).toBe("120,000 American Express Membership Rewards points");
    expect(prefillFromQuery(new URLSearchParams({ pointsList: "x".repeat(500) })).pointsList).toHaveLength(200);
  });
});
