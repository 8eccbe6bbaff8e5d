import { desc, eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { balanceReminders, visitorAccounts, walletBalances } from "~/db/schema";
import { emailSite } from "~/email/config.server";
import { claimFits, readRowToken, signRowToken, type LinkedRow } from "~/security/row-links.server";

/*
 * A visitor's balance-expiry reminders (issue 32): on or off, from the account's alerts page or
 * from the one-click link in each reminder. The link is signed for the account's id and link key,
 * so the signing key alone opens nothing, and it never expires: an old email still stops them.
 */

const offPurpose = "balance-reminders-off";
export const balanceRemindersOffPath = "/alerts/balance-reminders/off";

export function balanceRemindersOffUrl(account: LinkedRow): string {
  return `${emailSite().url}${balanceRemindersOffPath}?token=${signRowToken(offPurpose, account)}`;
}

/** The account a link's token was signed for, or undefined for a forged, damaged or outdated one. */
async function accountOfToken(token: string | null): Promise<number | undefined> {
  const claim = readRowToken(offPurpose, token);
  if (!claim) return undefined;
  const [account] = await db()
    .select({ id: visitorAccounts.id, linkKey: visitorAccounts.linkKey })
    .from(visitorAccounts)
    .where(eq(visitorAccounts.id, claim.id));
  // Accounts had link keys from the start: a token without one was never issued.
  return account && claimFits(claim, { linkKey: account.linkKey, legacyLinks: false }) ? account.id : undefined;
}

/** Whether the link names a real account: the page then asks before turning anything off. */
export async function offLinkOpens(token: string | null): Promise<boolean> {
  return (await accountOfToken(token)) !== undefined;
}

/** Turns reminders off for the link's account; false for a link that opens nothing. Repeating it changes nothing. */
export async function turnOffByLink(token: string | null): Promise<boolean> {
  const accountId = await accountOfToken(token);
  if (accountId === undefined) return false;
  await setBalanceReminders(accountId, false);
  return true;
}

export async function balanceRemindersOn(accountId: number): Promise<boolean> {
  const [row] = await db().select({ on: visitorAccounts.balanceReminders }).from(visitorAccounts).where(eq(visitorAccounts.id, accountId));
  return row?.on ?? false;
}

export async function setBalanceReminders(accountId: number, on: boolean): Promise<void> {
  await db().update(visitorAccounts).set({ balanceReminders: on }).where(eq(visitorAccounts.id, accountId));
}

export interface ReminderSent {
  /** A currency or program id of the points catalog: the page names it. */
  programId: string;
  expiresOn: string;
  daysBefore: number;
  sentAt: Date;
}

/** The account's last reminders, newest first (the index on account_id keeps this cheap). */
export async function remindersSent(accountId: number, limit = 5): Promise<ReminderSent[]> {
  return db()
    .select({
      programId: walletBalances.programId,
      expiresOn: balanceReminders.expiresOn,
      daysBefore: balanceReminders.daysBefore,
      sentAt: balanceReminders.createdAt,
    })
    .from(balanceReminders)
    .innerJoin(walletBalances, eq(walletBalances.id, balanceReminders.balanceId))
    .where(eq(balanceReminders.accountId, accountId))
    .orderBy(desc(balanceReminders.createdAt), desc(balanceReminders.id))
    .limit(limit);
}
