import { and, count, eq, exists, gte } from "drizzle-orm";
import { db } from "~/db/database.server";
import { balanceReminders, visitorAccounts, walletBalances } from "~/db/schema";
import type { AlertCounts } from "~/lib/alert-counts";

/**
 * For the owner: accounts with reminders on and a balance to remind about, and reminders sent
 * since `since`. Reminders go to the outbox as they are decided, so none wait.
 */
export async function balanceReminderCounts(since: Date): Promise<AlertCounts> {
  const withBalance = exists(
    db().select({ id: walletBalances.id }).from(walletBalances).where(eq(walletBalances.accountId, visitorAccounts.id)),
  );
  const [on] = await db()
    .select({ total: count() })
    .from(visitorAccounts)
    .where(and(eq(visitorAccounts.balanceReminders, true), withBalance));
  const [sent] = await db().select({ total: count() }).from(balanceReminders).where(gte(balanceReminders.createdAt, since));
  return { active: on?.total ?? 0, sent: sent?.total ?? 0, waiting: 0 };
}
