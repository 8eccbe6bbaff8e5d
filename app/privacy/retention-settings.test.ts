import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/form-submission";
import { cutoff, readRetention, retentionDefaults, retentionSchema } from "./retention-settings";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("retention settings", () => {
  it("defaults to the issues' periods, with 12 months for failed sign-ins, 30 days before automatic erasure and 24 months for unused accounts", () => {
    expect(readRetention(undefined)).toEqual({
      outboxDays: 90,
      conciergeMonths: 24,
      bookingMonths: 24,
      pendingSubscriptionDays: 7,
      rateLimitDays: 1,
      failedSignInMonths: 12,
      autoEraseDays: 30,
      accountMonths: 24,
    });
  });

  it("keeps stored values in range and replaces broken ones by their default", () => {
    expect(readRetention({ outboxDays: 30, conciergeMonths: -1, bookingMonths: "x", autoEraseDays: 0 })).toEqual({
      ...retentionDefaults,
      outboxDays: 30,
      autoEraseDays: 0,
    });
  });

  it("accepts whole numbers in range and names the range otherwise", () => {
    const good = parseSubmission(
      form(Object.fromEntries(Object.entries(retentionDefaults).map(([k, v]) => [k, String(v)]))),
      retentionSchema,
    );
    expect(good.ok).toBe(true);
    const bad = parseSubmission(form({ ...retentionDefaults, outboxDays: "0", autoEraseDays: "2.5" } as never), retentionSchema);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.outboxDays).toBe("Enter a whole number of days from 1 to 3650.");
      expect(bad.errors.autoEraseDays).toBe("Enter a whole number of days from 0 to 30.");
    }
  });

  it("counts months as 30 days", () => {
    const now = new Date("2026-11-26T00:00:00Z");
    expect(cutoff(now, 2, "days").toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(cutoff(now, 1, "months").toISOString()).toBe("2026-10-27T00:00:00.000Z");
  });
});
