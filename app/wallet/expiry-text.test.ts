import { describe, expect, it } from "vitest";
import { expiryOf, type ExpiryQuestion } from "./expiry";
import { rulesById, type ExpiryRule } from "./expiry-rules";
import { expiryText } from "./expiry-text";

const sourced = { note: null, source: "https://www.example.com/terms", sourceKind: "secondary", checked: "2026-11-27" } as const;
const byId = rulesById([
  { ...sourced, id: "chase-ultimate-rewards", kind: "while-card-open" },
  { ...sourced, id: "united-mileageplus", kind: "none" },
  { ...sourced, id: "marriott", kind: "inactivity", months: 24, activity: "Earning or redeeming points.", openCardKeepsActive: false },
  { ...sourced, id: "ana-mileage-club", kind: "fixed", months: 36 },
] satisfies ExpiryRule[]);

const text = (fields: Partial<ExpiryQuestion>) =>
  expiryText(
    expiryOf(
      { programId: "marriott", asOf: "2026-11-01", expiresOverride: null, lastActivity: null, holdsOpenEarningCard: false, ...fields },
      byId,
    ),
  );
const source = { url: "https://www.example.com/terms", host: "example.com", checked: "November 27, 2026" };

describe("expiryText", () => {
  it("gives an inactivity date with the rule's reason, what counts, and its source", () => {
    expect(text({})).toEqual({
      headline: "Expires November 1, 2028",
      reason: "After 24 months without activity, counted from the date of this balance. What counts: Earning or redeeming points.",
      own: false,
      source,
    });
  });

  it("marks the visitor's own date as theirs, without the rule's source", () => {
    expect(text({ expiresOverride: "2027-03-01" })).toMatchObject({ headline: "Expires March 1, 2027", own: true, source: null });
    expect(text({ expiresOverride: "2027-03-01" }).reason).toMatch(/^Your own date/);
  });

  it("says why it does not know: no sourced rule, or points that expire by when each was earned", () => {
    expect(text({ programId: "bilt-rewards" })).toMatchObject({ headline: "Unknown", source: null });
    expect(text({ programId: "bilt-rewards" }).reason).toMatch(/not found a source/);
    expect(text({ programId: "ana-mileage-club" })).toMatchObject({ headline: "Unknown", source });
    expect(text({ programId: "ana-mileage-club" }).reason).toMatch(/^Each point expires 36 months after it was earned/);
  });

  it("tells a bank currency kept by an open card from one with no open card in the wallet", () => {
    expect(text({ programId: "chase-ultimate-rewards", holdsOpenEarningCard: true }).headline).toBe("Kept while a card is open");
    expect(text({ programId: "chase-ultimate-rewards" }).headline).toBe("Kept only while a card earning them is open");
    expect(text({ programId: "united-mileageplus" })).toMatchObject({ headline: "Never expires", source });
  });
});
