import { asc, eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { walletBalances, walletCards, walletMembers } from "~/db/schema";
import type { Issuer, CardKind } from "./card-catalog";
import type { Wallet } from "./wallet-csv";

/*
 * A visitor's wallet in the database. Rows come in already checked (wallet-rows.ts, or a whole
 * imported file by wallet-csv.ts, which also holds the bounds), so this only stores and reads.
 */

/** The whole wallet of an account, members in the order added, in the shape its CSV file has. */
export async function loadWallet(accountId: number): Promise<Wallet> {
  const members = await db()
    .select({ id: walletMembers.id, name: walletMembers.name })
    .from(walletMembers)
    .where(eq(walletMembers.accountId, accountId))
    .orderBy(asc(walletMembers.position));
  const nameOf = new Map(members.map((member) => [member.id, member.name]));
  const cards = await db().select().from(walletCards).where(eq(walletCards.accountId, accountId)).orderBy(asc(walletCards.id));
  const balances = await db().select().from(walletBalances).where(eq(walletBalances.accountId, accountId)).orderBy(asc(walletBalances.id));
  return {
    members: members.map(({ name }) => ({ name })),
    cards: cards.map((card) => ({
      member: nameOf.get(card.memberId)!,
      productId: card.productId,
      name: card.name,
      issuer: card.issuer as Issuer,
      kind: card.kind as CardKind,
      openedMonth: card.openedMonth,
      closedMonth: card.closedMonth,
      bonusMonth: card.bonusMonth,
      changedFromProductId: card.changedFromProductId,
      changedMonth: card.changedMonth,
    })),
    balances: balances.map((balance) => ({
      member: nameOf.get(balance.memberId)!,
      programId: balance.programId,
      amount: balance.amount,
      asOf: balance.asOf,
      expiresOverride: balance.expiresOverride,
    })),
  };
}

/**
 * Puts `wallet` in place of the account's wallet, all at once: an import either lands whole or
 * leaves the wallet as it was.
 */
export async function replaceWallet(accountId: number, wallet: Wallet, now = new Date()): Promise<void> {
  await db().transaction(async (tx) => {
    // The members' cascade takes their cards and balances.
    await tx.delete(walletMembers).where(eq(walletMembers.accountId, accountId));
    if (wallet.members.length === 0) return;
    const members = await tx
      .insert(walletMembers)
      .values(wallet.members.map((member, position) => ({ accountId, name: member.name, position })))
      .returning({ id: walletMembers.id, name: walletMembers.name });
    const idOf = new Map(members.map((member) => [member.name, member.id]));
    const memberId = (name: string) => {
      const id = idOf.get(name);
      if (id === undefined) throw new Error("a wallet row names a member the wallet lacks");
      return id;
    };
    if (wallet.cards.length > 0) {
      await tx
        .insert(walletCards)
        .values(wallet.cards.map(({ member, ...card }) => ({ ...card, accountId, memberId: memberId(member), updatedAt: now })));
    }
    if (wallet.balances.length > 0) {
      await tx
        .insert(walletBalances)
        .values(wallet.balances.map(({ member, ...balance }) => ({ ...balance, accountId, memberId: memberId(member), updatedAt: now })));
    }
  });
}
