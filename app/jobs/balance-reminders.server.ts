import { and, asc, eq, exists, gt, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { walletPath } from "~/account/paths";
import { businessTimeZone } from "~/config/business";
import { db } from "~/db/database.server";
import { balanceReminders, visitorAccounts, walletBalances } from "~/db/schema";
import { oneClickHeaders } from "~/email/one-click";
import { transactionWithEmail } from "~/email/outbox.server";
import { businessDay } from "~/lib/calendar-day";
import type { Catalog } from "~/points/catalog";
import { readCatalog } from "~/points/catalog.server";
import { bonusesLiveOn, partnersOfCurrency, type LiveBonus } from "~/points/partners-view";
import { isSuppressed } from "~/security/suppression.server";
import { listLiveBonuses } from "~/transfer-bonuses/bonuses.server";
import { balanceReminderEmail, type PartnerOption } from "~/wallet/balance-reminder-email";
import { balanceRemindersOffUrl } from "~/wallet/balance-reminder-setting.server";
import { remindersDue, type BalanceDue } from "~/wallet/balance-reminders";
import { walletContent, type WalletContent } from "~/wallet/content.server";
import type { EditableWallet } from "~/wallet/wallet-edit";
import { loadEditableWallet } from "~/wallet/wallet-edit.server";

/*
 * The daily balance-expiry reminders (issue 32): for each account with reminders on and at least
 * one balance, the wallet's expiries worked out as its page does, and for each reminder due the
 * balance_reminders row and its email written in one transaction. The row's unique key makes
 * the send once-only across instances and retries: the email is queued only when the insert wrote
 * a row. Accounts are read in batches by id, so a run holds one batch in memory however many there are.
 */

export const balanceRemindersQueue = "balance-reminders";
/** 07:17 in New York: a reminder read over breakfast, off the hour other work starts on. */
export const balanceRemindersCron = "17 7 * * *";
export const accountsPerBatch = 200;

interface Recipient {
  id: number;
  email: string;
  linkKey: string;
}

/** The next batch of accounts with reminders on and a balance, after `afterId`. */
function recipientsAfter(afterId: number): Promise<Recipient[]> {
  const hasBalance = db()
    .select({ one: sql`1` })
    .from(walletBalances)
    .where(eq(walletBalances.accountId, visitorAccounts.id));
  return db()
    .select({ id: visitorAccounts.id, email: visitorAccounts.email, linkKey: visitorAccounts.linkKey })
    .from(visitorAccounts)
    .where(and(eq(visitorAccounts.balanceReminders, true), gt(visitorAccounts.id, afterId), exists(hasBalance)))
    .orderBy(asc(visitorAccounts.id))
    .limit(accountsPerBatch);
}

/** A bank currency's partners as the partners page lists them today, with any live bonus; null for a program. */
function partnerOptions(catalog: Catalog, programId: string, live: readonly LiveBonus[]): PartnerOption[] | null {
  if (!catalog.currencies.some((currency) => currency.id === programId)) return null;
  // Only partners a source confirms: an email should not send points where nobody checked they arrive.
  return partnersOfCurrency(catalog, programId, live)
    .filter((line) => line.verified)
    .map((line) => ({
      name: line.program.name,
      ratio: line.ratioText,
      bonus: line.bonus && {
        percent: line.bonus.percent,
        ratio: line.bonus.effectiveRatio,
        endDate: line.bonus.endDate,
        targeted: line.bonus.targeted,
      },
    }));
}

interface RunContext {
  now: Date;
  catalog: Catalog;
  content: WalletContent;
  live: LiveBonus[];
}

/** Records and queues one reminder; false when another run (or an earlier one) already sent it. */
async function sendOne(run: RunContext, recipient: Recipient, wallet: EditableWallet, item: BalanceDue): Promise<boolean> {
  const { balance, answer, due } = item;
  return transactionWithEmail(async (tx, outbox) => {
    const [row] = await tx
      .insert(balanceReminders)
      .values({ accountId: recipient.id, balanceId: balance.id, expiresOn: due.expiresOn, daysBefore: due.daysBefore, createdAt: run.now })
      .onConflictDoNothing()
      .returning({ id: balanceReminders.id });
    if (!row) return false;
    const offUrl = balanceRemindersOffUrl(recipient);
    const { subject, content } = balanceReminderEmail({
      program: run.content.programs.find((program) => program.id === balance.programId)?.name ?? balance.programId,
      member: wallet.members.length > 1 ? (wallet.members.find((member) => String(member.id) === balance.member)?.name ?? null) : null,
      amount: balance.amount,
      answer,
      due,
      partners: partnerOptions(run.catalog, balance.programId, run.live),
      walletUrl: walletPath,
      offUrl,
    });
    const outboxId = await outbox.queue({
      kind: "balance-reminder",
      to: recipient.email,
      subject,
      content,
      headers: oneClickHeaders(offUrl),
    });
    await tx.update(balanceReminders).set({ outboxId }).where(eq(balanceReminders.id, row.id));
    return true;
  });
}

/** One account's due reminders; an erased address (on the suppression list) is never written to. */
async function remindAccount(run: RunContext, recipient: Recipient): Promise<number> {
  const wallet = await loadEditableWallet(recipient.id);
  const due = remindersDue(wallet, run.content.products, run.content.rules, businessDay(run.now));
  if (due.length === 0 || (await isSuppressed(db(), recipient.email))) return 0;
  let sent = 0;
  for (const item of due) if (await sendOne(run, recipient, wallet, item)) sent += 1;
  return sent;
}

/** The day's run on the clock `now`: answers how many reminders it queued. */
export async function sendDueBalanceReminders(now: Date): Promise<number> {
  const [catalog, bonuses] = await Promise.all([readCatalog(), listLiveBonuses()]);
  const run: RunContext = { now, catalog, content: walletContent(catalog), live: bonusesLiveOn(bonuses, businessDay(now)) };
  let sent = 0;
  for (let batch = await recipientsAfter(0); batch.length > 0; batch = await recipientsAfter(batch.at(-1)!.id)) {
    for (const recipient of batch) sent += await remindAccount(run, recipient);
  }
  return sent;
}

/** pg-boss's schedule fires once across instances; the rows' unique key makes a second firing send nothing. */
export async function startBalanceReminders(boss: PgBoss, log: Logger): Promise<string> {
  await boss.createQueue(balanceRemindersQueue);
  await boss.schedule(balanceRemindersQueue, balanceRemindersCron, undefined, { tz: businessTimeZone });
  return boss.work(balanceRemindersQueue, { pollingIntervalSeconds: 60 }, async () => {
    const sent = await sendDueBalanceReminders(new Date());
    log.info({ sent }, "balance reminders done");
  });
}
