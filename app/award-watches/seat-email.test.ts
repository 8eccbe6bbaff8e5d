import { describe, expect, it } from "vitest";
import { awardSeatEmail, formatSeenAt } from "./seat-email";

const seat = {
  route: "JFK → LHR",
  cabin: "business" as const,
  program: "Air Canada Aeroplan",
  flightDate: "2026-12-05",
  miles: 60_000,
  taxes: "USD 56.00",
  seenAt: new Date("2026-11-28T09:15:00Z"),
  transfers: [
    { currency: "Amex Membership Rewards", ratio: "1:1" },
    { currency: "Chase Ultimate Rewards", ratio: "1:1" },
  ],
  stopUrl: "https://example.com/alerts/award-watch/stop?token=t",
};

describe("the award-seat email", () => {
  it("gives the program, date, miles, taxes, seen-at time and the currencies that transfer there", () => {
    const { subject, content } = awardSeatEmail(seat);
    expect(subject).toBe("Award seat: JFK → LHR, business, December 5, 2026, 60,000 miles");
    expect(content.fields).toEqual([
      { label: "Program", value: "Air Canada Aeroplan" },
      { label: "Date", value: "December 5, 2026" },
      { label: "Cabin", value: "Business" },
      { label: "Miles", value: "60,000" },
      { label: "Taxes and fees", value: "USD 56.00" },
      { label: "Seen at", value: "2026-11-28 09:15 UTC" },
    ]);
    expect(content.paragraphs[0]).toBe(
      "Your points that transfer to Air Canada Aeroplan today: Amex Membership Rewards (1:1), Chase Ultimate Rewards (1:1).",
    );
    expect(content.footnotes).toContain(`Stop this watch with one click: ${seat.stopUrl}`);
  });

  it("says so when no points in the wallet transfer there, and when the provider gave no time", () => {
    expect(awardSeatEmail({ ...seat, transfers: [] }).content.paragraphs[0]).toBe(
      "None of the points in your wallet transfer to Air Canada Aeroplan today.",
    );
    expect(formatSeenAt(null)).toBe("not given by the provider");
  });
});
