import { describe, expect, it } from "vitest";
import { renderEmail } from "~/email/template";
import { balanceReminderEmail, type BalanceReminderInput } from "./balance-reminder-email";
import type { InactivityRule } from "./expiry-rules";

const rule: InactivityRule = {
  id: "marriott",
  kind: "inactivity",
  months: 24,
  activity: "Earning or redeeming points.",
  openCardKeepsActive: false,
  note: null,
  source: "https://www.marriott.com/loyalty/terms",
  sourceKind: "program",
  checked: "2026-11-27",
};

const input = (overrides: Partial<BalanceReminderInput> = {}): BalanceReminderInput => ({
  program: "Marriott Bonvoy",
  member: null,
  amount: 84_000,
  answer: { kind: "date", date: "2027-01-27", basis: "rule", rule, countedFrom: "as-of" },
  due: { daysBefore: 60, expiresOn: "2027-01-27", daysLeft: 60 },
  partners: null,
  walletUrl: "/account/wallet",
  offUrl: "https://p.example/alerts/balance-reminders/off?token=signed",
  ...overrides,
});

const site = { name: "Pointwise", url: "https://p.example", postalAddress: "1 Main St" };
const text = (email: ReturnType<typeof balanceReminderEmail>) => renderEmail(email.subject, email.content, site).text;

describe("balanceReminderEmail", () => {
  it("names the program, the balance, the date, what keeps it alive with its source, the wallet and the stop link", () => {
    const email = balanceReminderEmail(input());
    expect(email.subject).toBe("Your Marriott Bonvoy points expire in 60 days, on January 27, 2027");
    const body = text(email);
    expect(body).toContain("84,000 Marriott Bonvoy points");
    expect(body).toContain("What keeps them alive: Earning or redeeming points.");
    expect(body).toContain("Source: https://www.marriott.com/loyalty/terms (checked November 27, 2026).");
    expect(body).toContain("Open your wallet: https://p.example/account/wallet");
    expect(body).toContain("balance reminders are on for your account");
    expect(body).toContain("Stop balance reminders with one click: https://p.example/alerts/balance-reminders/off?token=signed");
    expect(email.content.fields).toEqual([]);
  });

  it("says the date is the visitor's own, and counts down to today", () => {
    const email = balanceReminderEmail(
      input({
        answer: { kind: "date", date: "2026-11-28", basis: "override", rule: null },
        due: { daysBefore: 14, expiresOn: "2026-11-28", daysLeft: 0 },
        member: "Sam",
      }),
    );
    expect(email.subject).toBe("Your Marriott Bonvoy points expire today, on November 28, 2026");
    const body = text(email);
    expect(body).toContain("Sam's balance of 84,000 Marriott Bonvoy points expires today, on November 28, 2026.");
    expect(body).toContain("the expiry date you entered");
    expect(body).toContain("we have no sourced rule");
  });

  it("lists a bank currency's partners with their ratios and any live bonus", () => {
    const email = balanceReminderEmail(
      input({
        program: "Chase Ultimate Rewards",
        answer: { kind: "date", date: "2027-01-27", basis: "override", rule: null },
        partners: [
          { name: "World of Hyatt", ratio: "1:1", bonus: null },
          {
            name: "Virgin Atlantic Flying Club",
            ratio: "1:1",
            bonus: { percent: 30, ratio: "1:1.3", endDate: "2026-12-15", targeted: true },
          },
        ],
      }),
    );
    expect(email.content.fields).toEqual([
      { label: "World of Hyatt", value: "1:1" },
      {
        label: "Virgin Atlantic Flying Club",
        value: "1:1, or 1:1.3 with a 30% bonus until December 15, 2026 (targeted: check your account)",
      },
    ]);
    expect(text(email)).toContain("Transfers cannot be undone");
  });
});
