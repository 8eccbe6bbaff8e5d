import type { CardProduct } from "./card-catalog";
import { expiryOf, holdsOpenCardEarning, type ExpiryAnswer } from "./expiry";
import type { ExpiryRule } from "./expiry-rules";
import type { EditableWallet, WalletBalance } from "./wallet-edit";

/*
 * Balance-expiry reminders (issue 32): which one a balance is due today. Stateless on purpose:
 * a reminder is due for as long as today is inside its window, and the balance_reminders table's
 * unique (balance, expiry day, offset) makes the daily job send it once. So a run missed for a
 * day or two still sends it, and a new expiry date (fresh activity) opens both windows again.
 */

/** The two offsets, earliest first: the table's `days_before` holds one of these. */
export const reminderOffsets = [60, 14] as const;
export type ReminderOffset = (typeof reminderOffsets)[number];

export interface DueReminder {
  daysBefore: ReminderOffset;
  /** yyyy-MM-dd: the day the points expire, as the wallet shows it. */
  expiresOn: string;
  /** Whole days from today to that day (0 on the day itself). */
  daysLeft: number;
}

/** Whole days from one yyyy-MM-dd to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The reminder a balance is due on `today`, or null. Only an answer with a date has one (the
 * visitor's own date counts too). The 14-day window takes over from the 60-day one, so one
 * balance gets at most one email a run: a balance first seen 20 days before its expiry gets the
 * 60-day one, one first seen 10 days before only the 14-day one (the 60-day one is never sent).
 */
export function dueReminder(today: string, answer: ExpiryAnswer): DueReminder | null {
  if (answer.kind !== "date") return null;
  const daysLeft = daysBetween(today, answer.date);
  if (daysLeft < 0 || daysLeft > 60) return null;
  return { daysBefore: daysLeft <= 14 ? 14 : 60, expiresOn: answer.date, daysLeft };
}

/**
 * A balance's expiry answer exactly as the wallet page works it out (wallet-view.ts): the rule, the
 * visitor's own date, and whether the member holds an open card earning the points. The wallet
 * keeps no activity dates, so the rule counts from the balance's own date.
 */
export function balanceExpiry(
  wallet: Pick<EditableWallet, "cards">,
  products: readonly CardProduct[],
  rules: ReadonlyMap<string, ExpiryRule>,
  balance: WalletBalance,
): ExpiryAnswer {
  const holdsOpenEarningCard = holdsOpenCardEarning(wallet.cards, products, balance.member, balance.programId);
  return expiryOf({ ...balance, lastActivity: null, holdsOpenEarningCard }, rules);
}

export interface BalanceDue {
  balance: WalletBalance;
  answer: ExpiryAnswer & { kind: "date" };
  due: DueReminder;
}

/** Every balance of a wallet with a reminder due on `today`, in the wallet's order. */
export function remindersDue(
  wallet: EditableWallet,
  products: readonly CardProduct[],
  rules: ReadonlyMap<string, ExpiryRule>,
  today: string,
): BalanceDue[] {
  return wallet.balances.flatMap((balance) => {
    const answer = balanceExpiry(wallet, products, rules, balance);
    const due = dueReminder(today, answer);
    return due && answer.kind === "date" ? [{ balance, answer, due }] : [];
  });
}
