import { eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { walletBalances, walletCards, walletMembers } from "~/db/schema";
import type { Wallet } from "./wallet-csv";
import { loadEditableWallet } from "./wallet-edit.server";

/*
 * A visitor's wallet in the database. Rows come in already checked (wallet-rows.ts, or a whole
 * imported file by wallet-csv.ts, which also holds the bounds), so this only stores and reads.
 */

/** The whole wallet of an account, members in the order added, in the shape its CSV file has. */
export async function loadWallet(accountId: number): Promise<Wallet> {
  const { members, cards, balances } = await loadEditableWallet(accountId);
  // The page keys rows by member id; the file by the member's name, unique in a wallet.
  const nameOf = new Map(members.map((member) => [String(member.id), member.name]));
  const named = <Row extends { id: number; member: string }>({ id: _id, member, ...row }: Row) => ({ ...row, member: nameOf.get(member)! });
  return { members: members.map(({ name }) => ({ name })), cards: cards.map(named), balances: balances.map(named) };
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
