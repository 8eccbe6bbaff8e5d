import { describe, expect, it } from "vitest";
import { expiryOf, holdsOpenCardEarning, type ExpiryQuestion } from "./expiry";
import { rulesById, type ExpiryRule } from "./expiry-rules";

const sourced = { note: null, source: "https://example.com/terms", sourceKind: "secondary", checked: "2026-11-27" } as const;
const rules: ExpiryRule[] = [
  { ...sourced, id: "chase-ultimate-rewards", kind: "while-card-open" },
  { ...sourced, id: "united-mileageplus", kind: "none" },
  { ...sourced, id: "marriott", kind: "inactivity", months: 24, activity: "Earning or redeeming points.", openCardKeepsActive: false },
  {
    ...sourced,
    id: "american-aadvantage",
    kind: "inactivity",
    months: 24,
    activity: "Earning or redeeming miles.",
    openCardKeepsActive: true,
  },
  { ...sourced, id: "avios-finnair", kind: "inactivity", months: 18, activity: "Collecting or using Avios.", openCardKeepsActive: false },
  { ...sourced, id: "ana-mileage-club", kind: "fixed", months: 36 },
];
const byId = rulesById(rules);
const rule = (id: string) => byId.get(id)!;

const question = (fields: Partial<ExpiryQuestion>): ExpiryQuestion => ({
  programId: "marriott",
  asOf: "2026-11-27",
  expiresOverride: null,
  lastActivity: null,
  holdsOpenEarningCard: false,
  ...fields,
});

describe("expiryOf", () => {
  it("counts an inactivity rule from the last activity, and says so", () => {
    expect(expiryOf(question({ lastActivity: "2025-06-15" }), byId)).toEqual({
      kind: "date",
      date: "2027-06-15",
      basis: "rule",
      rule: rule("marriott"),
      countedFrom: "last-activity",
    });
  });

  it("counts from the balance's date when no activity is known, and says so", () => {
    expect(expiryOf(question({}), byId)).toMatchObject({ kind: "date", date: "2028-11-27", countedFrom: "as-of" });
  });

  it("lands on the month's last day when the target month is shorter", () => {
    expect(expiryOf(question({ lastActivity: "2024-02-29" }), byId)).toMatchObject({ date: "2026-02-28" });
    expect(expiryOf(question({ programId: "avios-finnair", lastActivity: "2026-01-31" }), byId)).toMatchObject({ date: "2027-07-31" });
    expect(expiryOf(question({ programId: "avios-finnair", lastActivity: "2025-08-31" }), byId)).toMatchObject({ date: "2027-02-28" });
  });

  it("lets the visitor's own date win over every kind of rule, and over no rule", () => {
    for (const programId of ["marriott", "united-mileageplus", "chase-ultimate-rewards", "ana-mileage-club", "bilt-rewards"]) {
      const answer = expiryOf(question({ programId, expiresOverride: "2027-03-01", lastActivity: "2026-01-01" }), byId);
      expect(answer, programId).toEqual({ kind: "date", date: "2027-03-01", basis: "override", rule: byId.get(programId) ?? null });
    }
  });

  it("answers never, or kept while a card is open with whether the member holds one", () => {
    expect(expiryOf(question({ programId: "united-mileageplus" }), byId)).toEqual({ kind: "never", rule: rule("united-mileageplus") });
    expect(expiryOf(question({ programId: "chase-ultimate-rewards", holdsOpenEarningCard: true }), byId)).toEqual({
      kind: "while-card-open",
      open: true,
      rule: rule("chase-ultimate-rewards"),
    });
    expect(expiryOf(question({ programId: "chase-ultimate-rewards" }), byId)).toMatchObject({ kind: "while-card-open", open: false });
  });

  it("keeps a co-branded cardholder's miles while the card is open, where the program says so", () => {
    expect(expiryOf(question({ programId: "american-aadvantage", holdsOpenEarningCard: true }), byId)).toEqual({
      kind: "while-card-open",
      open: true,
      rule: rule("american-aadvantage"),
    });
    expect(expiryOf(question({ programId: "american-aadvantage" }), byId)).toMatchObject({ kind: "date", date: "2028-11-27" });
    expect(expiryOf(question({ holdsOpenEarningCard: true }), byId)).toMatchObject({ kind: "date", date: "2028-11-27" });
  });

  it("does not know without a rule, or when each point's life starts at its own earning date", () => {
    expect(expiryOf(question({ programId: "bilt-rewards" }), byId)).toEqual({ kind: "unknown", reason: "no-rule", rule: null });
    expect(expiryOf(question({ programId: "ana-mileage-club", lastActivity: "2026-01-01" }), byId)).toEqual({
      kind: "unknown",
      reason: "earned-dates-unknown",
      rule: rule("ana-mileage-club"),
    });
  });
});

describe("holdsOpenCardEarning", () => {
  const products = [
    { id: "chase-sapphire-preferred", currency: "chase-ultimate-rewards", program: null },
    { id: "chase-freedom-unlimited", currency: "chase-ultimate-rewards", program: null },
    { id: "citi-aadvantage-executive", currency: null, program: "american-aadvantage" },
  ];
  const card = (fields: { member?: string; productId: string | null; closedMonth?: string | null }) => ({
    member: "Alex",
    closedMonth: null,
    ...fields,
  });

  it("finds the member's open card earning the currency or program", () => {
    expect(holdsOpenCardEarning([card({ productId: "chase-freedom-unlimited" })], products, "Alex", "chase-ultimate-rewards")).toBe(true);
    expect(holdsOpenCardEarning([card({ productId: "citi-aadvantage-executive" })], products, "Alex", "american-aadvantage")).toBe(true);
  });

  it("ignores closed cards, other members' cards, unlisted cards and cards earning something else", () => {
    const cards = [
      card({ productId: "chase-sapphire-preferred", closedMonth: "2026-01" }),
      card({ productId: "chase-sapphire-preferred", member: "Sam" }),
      card({ productId: null }),
      card({ productId: "citi-aadvantage-executive" }),
    ];
    expect(holdsOpenCardEarning(cards, products, "Alex", "chase-ultimate-rewards")).toBe(false);
  });
});
