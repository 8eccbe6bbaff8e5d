import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/calendar-day";
import { balanceExpiry, daysBetween, dueReminder, remindersDue } from "./balance-reminders";
import type { ExpiryAnswer } from "./expiry";
import { rulesById, type ExpiryRule, type InactivityRule } from "./expiry-rules";
import { balanceRowFixture, cardProductFixture, cardRowFixture } from "./test-fixtures";
import type { EditableWallet } from "./wallet-edit";

const today = "2026-11-28";
const sourced = { note: null, source: "https://example.com/terms", sourceKind: "program", checked: "2026-11-27" } as const;
const marriott: InactivityRule = {
  ...sourced,
  id: "marriott",
  kind: "inactivity",
  months: 24,
  activity: "Earning or redeeming points.",
  openCardKeepsActive: false,
};
const aadvantage: InactivityRule = { ...marriott, id: "american-aadvantage", openCardKeepsActive: true };
const rules = rulesById([
  marriott,
  aadvantage,
  { ...sourced, id: "chase-ultimate-rewards", kind: "while-card-open" },
  { ...sourced, id: "united-mileageplus", kind: "none" },
] satisfies ExpiryRule[]);

const dated = (daysLeft: number): ExpiryAnswer => ({
  kind: "date",
  date: addDays(today, daysLeft),
  basis: "rule",
  rule: marriott,
  countedFrom: "as-of",
});

describe("dueReminder", () => {
  it.each([
    [61, null],
    [60, 60],
    [15, 60],
    [14, 14],
    [1, 14],
    [0, 14],
    [-1, null],
  ] as const)("with %i days left answers %s", (daysLeft, offset) => {
    const due = dueReminder(today, dated(daysLeft));
    expect(due?.daysBefore ?? null).toBe(offset);
    if (due) expect(due).toEqual({ daysBefore: offset, expiresOn: addDays(today, daysLeft), daysLeft });
  });

  it("reminds of the visitor's own date like any other", () => {
    const own: ExpiryAnswer = { kind: "date", date: addDays(today, 30), basis: "override", rule: null };
    expect(dueReminder(today, own)).toEqual({ daysBefore: 60, expiresOn: addDays(today, 30), daysLeft: 30 });
  });

  it("has nothing to say of points that never expire, are kept by a card, or whose expiry is unknown", () => {
    expect(dueReminder(today, { kind: "never", rule: rules.get("united-mileageplus")! })).toBeNull();
    expect(dueReminder(today, { kind: "while-card-open", open: false, rule: rules.get("chase-ultimate-rewards")! })).toBeNull();
    expect(dueReminder(today, { kind: "unknown", reason: "no-rule", rule: null })).toBeNull();
  });
});

describe("daysBetween", () => {
  it("counts calendar days across a month, a year and a daylight-saving change", () => {
    expect(daysBetween("2026-11-28", "2027-01-27")).toBe(60);
    expect(daysBetween("2027-03-01", "2027-03-31")).toBe(30);
    expect(daysBetween("2026-11-28", "2026-11-27")).toBe(-1);
  });
});

describe("remindersDue", () => {
  // Balances dated two years before the day they should expire: the 24-month rule lands there.
  const asOfFor = (daysLeft: number) => addDays(today, daysLeft).replace(/^\d{4}/, (year) => String(Number(year) - 2));
  const wallet: EditableWallet = {
    members: [{ id: 1, name: "Alex" }],
    cards: [],
    balances: [
      { ...balanceRowFixture({ member: "1", programId: "marriott", asOf: asOfFor(60) }), id: 10 },
      { ...balanceRowFixture({ member: "1", programId: "american-aadvantage", asOf: asOfFor(10) }), id: 11 },
      { ...balanceRowFixture({ member: "1", programId: "chase-ultimate-rewards", expiresOverride: addDays(today, 90) }), id: 12 },
      { ...balanceRowFixture({ member: "1", programId: "united-mileageplus" }), id: 13 },
    ],
  };

  it("finds each balance's reminder from the wallet's own expiry answers", () => {
    const due = remindersDue(wallet, [], rules, today);
    expect(due.map(({ balance, due }) => [balance.id, due.daysBefore, due.daysLeft])).toEqual([
      [10, 60, 60],
      [11, 14, 10],
    ]);
  });

  it("counts an open card earning the program as keeping the points, as the wallet page does", () => {
    const product = cardProductFixture({ id: "citi-aadvantage", program: "american-aadvantage" });
    const withCard = { ...wallet, cards: [{ ...cardRowFixture({ member: "1", productId: "citi-aadvantage" }), id: 1 }] };
    expect(balanceExpiry(withCard, [product], rules, withCard.balances[1]!).kind).toBe("while-card-open");
    expect(remindersDue(withCard, [product], rules, today).map(({ balance }) => balance.id)).toEqual([10]);
  });
});
