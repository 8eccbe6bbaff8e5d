import { and, eq, getTableColumns, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import {
  visitorAccounts,
  visitorPasskeys,
  visitorSessions,
  visitorSignInCodes,
  walletBalances,
  walletCards,
  walletMembers,
  walletPlans,
} from "~/db/schema";
import { emailSite } from "~/email/config.server";
import { queueEmailIn } from "~/email/outbox.server";
import { accountRetentionEmail } from "./account-email";
import { ids, idsWhere, sameAddress, type PersonalDataEntry, type Tx } from "./map-entry.server";
import { accountWarningDays, cutoff } from "./retention-settings";

/*
 * Visitor accounts in the personal-data map (issue 30): the account, its sessions, its passkeys,
 * its wallet and the sign-in codes sent to its address. Rows that hang off an account (sessions now, the wallet later) are
 * found through it and go with it by the foreign keys' cascade.
 */

/** The id of the account for the address, as a subquery. */
export const accountOf = (tx: Tx, address: string) =>
  tx.select({ id: visitorAccounts.id }).from(visitorAccounts).where(sameAddress(visitorAccounts.email, address));

/** The path a warned visitor signs in at; account/paths.ts says the same, and a test holds them together. */
export const accountSignInPath = "/account/sign-in";

export const accountEntry: PersonalDataEntry = {
  name: "visitor_accounts",
  table: visitorAccounts,
  label: "Visitor account",
  about: "The account the address signed in to: when it was made, when it was last used, and whether it was warned before deletion.",
  onErase: "Deleted, with its sessions and everything it keeps.",
  onExpiry: `Unused for the retention period: warned by email, then deleted ${accountWarningDays} days later unless its owner signs in.`,
  shown: ["id", "createdAt", "lastSeenAt", "retentionWarnedAt"],
  async find(tx, address, limit) {
    return tx.select().from(visitorAccounts).where(sameAddress(visitorAccounts.email, address)).orderBy(visitorAccounts.id).limit(limit);
  },
  async erase(tx, rows) {
    if (rows.length) await tx.delete(visitorAccounts).where(inArray(visitorAccounts.id, ids(rows)));
    return rows.length;
  },
  async expire(tx, now, settings, limit) {
    const unused = lt(visitorAccounts.lastSeenAt, cutoff(now, settings.accountMonths, "months"));
    // Warned long enough ago and not back since (a sign-in clears the warning and moves last-seen).
    const due = await idsWhere(
      tx,
      visitorAccounts,
      and(
        unused,
        isNotNull(visitorAccounts.retentionWarnedAt),
        lt(visitorAccounts.retentionWarnedAt, cutoff(now, accountWarningDays, "days")),
      ),
      limit,
    );
    if (due.length) await tx.delete(visitorAccounts).where(inArray(visitorAccounts.id, due));
    const toWarn = await tx
      .select({ id: visitorAccounts.id, email: visitorAccounts.email })
      .from(visitorAccounts)
      .where(and(unused, isNull(visitorAccounts.retentionWarnedAt)))
      .orderBy(visitorAccounts.id)
      .limit(limit);
    for (const account of toWarn) {
      await queueEmailIn(tx, {
        kind: "account-retention-warning",
        to: account.email,
        ...accountRetentionEmail(`${emailSite().url}${accountSignInPath}`, settings.accountMonths),
      });
      await tx.update(visitorAccounts).set({ retentionWarnedAt: now }).where(eq(visitorAccounts.id, account.id));
    }
    return due.length + toWarn.length;
  },
};

export const sessionsEntry: PersonalDataEntry = {
  name: "visitor_sessions",
  table: visitorSessions,
  label: "Visitor sign-in sessions",
  about: "The browsers signed in to the account: when each signed in, when it was last used, and its browser's description.",
  onErase: "Deleted with the account.",
  onExpiry: "Deleted when the session ends (a month unused, or three months after signing in).",
  shown: ["createdAt", "lastSeenAt", "userAgent"],
  recordKey: "createdAt",
  async find(tx, address, limit) {
    // Not the session id's hash: the export and the admin have no use for it.
    const { idHash: _hash, ...columns } = getTableColumns(visitorSessions);
    return tx
      .select(columns)
      .from(visitorSessions)
      .where(inArray(visitorSessions.accountId, accountOf(tx, address)))
      .orderBy(visitorSessions.createdAt)
      .limit(limit);
  },
  async erase(tx, rows) {
    // Gone with the account (cascade); this runs first, so the count is the sessions that held.
    if (rows.length)
      await tx.delete(visitorSessions).where(inArray(visitorSessions.accountId, [...new Set(rows.map((row) => row.accountId as number))]));
    return rows.length;
  },
};

export const passkeysEntry: PersonalDataEntry = {
  name: "visitor_passkeys",
  table: visitorPasskeys,
  label: "Visitor passkeys",
  about: "The passkeys added to the account to sign in with: the name given to each, when it was added and when it was last used.",
  onErase: "Deleted with the account.",
  onExpiry: "Kept as long as the account, or until removed from the account page.",
  shown: ["id", "name", "createdAt", "lastUsedAt"],
  async find(tx, address, limit) {
    // Not the credential id, public key or counter: they name a device's key, not the person,
    // and a person has no use for them.
    const { id, accountId, name, createdAt, lastUsedAt } = getTableColumns(visitorPasskeys);
    return tx
      .select({ id, accountId, name, createdAt, lastUsedAt })
      .from(visitorPasskeys)
      .where(inArray(visitorPasskeys.accountId, accountOf(tx, address)))
      .orderBy(visitorPasskeys.id)
      .limit(limit);
  },
  async erase(tx, rows) {
    if (rows.length) await tx.delete(visitorPasskeys).where(inArray(visitorPasskeys.id, ids(rows)));
    return rows.length;
  },
};

export const codesEntry: PersonalDataEntry = {
  name: "visitor_sign_in_codes",
  table: visitorSignInCodes,
  label: "Sign-in codes",
  about: "Sign-in codes emailed to the address: when each was sent, until when it worked, how many tries it had and whether it was used.",
  onErase: "Deleted.",
  onExpiry: "Deleted a day after they stopped working.",
  shown: ["id", "createdAt", "expiresAt", "attempts", "usedAt"],
  async find(tx, address, limit) {
    // Not the code's hash: the export and the admin have no use for it.
    const { codeHash: _hash, ...columns } = getTableColumns(visitorSignInCodes);
    return tx
      .select(columns)
      .from(visitorSignInCodes)
      .where(sameAddress(visitorSignInCodes.email, address))
      .orderBy(visitorSignInCodes.id)
      .limit(limit);
  },
  async erase(tx, rows) {
    if (rows.length) await tx.delete(visitorSignInCodes).where(inArray(visitorSignInCodes.id, ids(rows)));
    return rows.length;
  },
  async expire(tx, now, _settings, limit) {
    const found = await idsWhere(tx, visitorSignInCodes, lt(visitorSignInCodes.expiresAt, cutoff(now, 1, "days")), limit);
    if (found.length) await tx.delete(visitorSignInCodes).where(inArray(visitorSignInCodes.id, found));
    return found.length;
  },
};

type WalletTable = typeof walletMembers | typeof walletCards | typeof walletBalances | typeof walletPlans;

/** A wallet table: its rows belong to the account, and go with it. */
function walletEntry(table: WalletTable, name: string, label: string, about: string, shown: string[]): PersonalDataEntry {
  return {
    name,
    table,
    label,
    about,
    onErase: "Deleted with the account.",
    onExpiry: "Kept as long as the account.",
    shown,
    async find(tx, address, limit) {
      return tx
        .select()
        .from(table)
        .where(inArray(table.accountId, accountOf(tx, address)))
        .orderBy(table.id)
        .limit(limit);
    },
    async erase(tx, rows) {
      if (rows.length) await tx.delete(table).where(inArray(table.id, ids(rows)));
      return rows.length;
    },
  };
}

export const walletEntries: readonly PersonalDataEntry[] = [
  walletEntry(
    walletBalances,
    "wallet_balances",
    "Wallet balances",
    "The points balances kept in the wallet: program, amount, the day read, and any expiry date typed.",
    ["id", "memberId", "programId", "amount", "asOf"],
  ),
  walletEntry(
    walletCards,
    "wallet_cards",
    "Wallet cards",
    "The cards kept in the wallet: issuer, product, personal or business, and the months opened, closed, changed and the bonus received.",
    ["id", "memberId", "productId", "openedMonth", "closedMonth"],
  ),
  walletEntry(
    walletPlans,
    "wallet_plans",
    "Wallet application plan",
    "The application plan saved from the planner: for which member, the cards in order with the month to apply for each, the monthly spending given, and when it was saved.",
    ["id", "memberId", "savedAt"],
  ),
  walletEntry(
    walletMembers,
    "wallet_members",
    "Wallet household members",
    "The names given to the people whose cards and balances the wallet keeps.",
    ["id", "name"],
  ),
];
