import { describe, expect, it } from "vitest";
import { recentBookings, relativeDateLabel, shortPoints } from "./recent-bookings";

describe("relativeDateLabel", () => {
  const today = "2026-11-23";
  it.each([
    ["2026-11-23", "Today"],
    ["2026-11-24", "Today"],
    ["2026-11-22", "Yesterday"],
    ["2026-11-21", "2 days ago"],
    ["2026-11-17", "6 days ago"],
    ["2026-11-16", "1 week ago"],
    ["2026-11-02", "3 weeks ago"],
    ["2026-10-24", "1 month ago"],
    ["2026-05-01", "6 months ago"],
    ["2025-11-23", "1 year ago"],
    ["2023-11-01", "3 years ago"],
  ])("labels %s as '%s'", (day, label) => {
    expect(relativeDateLabel(day, today)).toBe(label);
  });

  it("counts calendar days across a daylight-saving change", () => {
    expect(relativeDateLabel("2026-10-31", "2026-11-02")).toBe("2 days ago");
  });
});

describe("the sample bookings", () => {
  it("are the spec's six routes with their figures", () => {
    expect(
      recentBookings.map(
        (b) =>
          `${b.destination}|${b.travelClass}|${b.savedDollars}|${shortPoints(b.pointsUsed)} vs ${shortPoints(b.portalPoints)}|${b.percentSaved}%`,
      ),
    ).toEqual([
      "New York to Munich|Business|3000|60k vs 280k|78%",
      "Los Angeles to Tokyo|First|4200|85k vs 450k|81%",
      "Chicago to Paris|Business|2800|55k vs 250k|78%",
      "Miami to London|First|3500|70k vs 380k|82%",
      "San Francisco to Rome|Business|2600|50k vs 220k|77%",
      "Boston to Dubai|First|4800|90k vs 480k|81%",
    ]);
  });
});
