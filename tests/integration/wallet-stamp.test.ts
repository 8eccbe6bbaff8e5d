import { describe, expect, it, vi } from "vitest";
import { readWithVisitor, requestVisitor, visitorSessionCookie } from "~/account/account.server";
import { createVisitorSession, findVisitor } from "~/account/sessions.server";
import { database, db } from "~/db/database.server";
import { visitorAccounts, walletBalances, walletCards, walletMembers } from "~/db/schema";
import { balanceRowFixture, cardRowFixture as card } from "~/wallet/test-fixtures";
import type { Wallet } from "~/wallet/wallet-csv";
import { addBalance, addCard, deleteCard, renameMember, updateBalance } from "~/wallet/wallet-edit.server";
import { walletOf, walletStampColumns } from "~/wallet/wallet-of.server";
import { loadWallet, replaceWallet } from "~/wallet/wallet-store.server";
import { eq } from "drizzle-orm";
import { routeContext } from "../support/route-context";
import { openTestDatabase } from "./test-database";
import { walletTestDatabase } from "./wallet-database";

/*
 * Decision 077: a wallet kept in memory is served while its account's wallet_stamp is unchanged,
 * and triggers draw a new stamp on every write to a wallet row, whatever code writes it. So these
 * tests write through every path (the wallet page's edits, a whole replacement, plain SQL) and
 * check that the stamp moved, that the page then reads the new wallet, and that an unchanged
 * stamp costs no statement at all.
 */
const { account } = walletTestDatabase(openTestDatabase);

const household: Wallet = {
  members: [{ name: "Alex" }, { name: "Sam" }],
  cards: [card(), card({ member: "Sam", productId: "amex-business-gold", issuer: "amex", kind: "business" })],
  balances: [balanceRowFixture({ member: "Alex", programId: "chase-ultimate-rewards", amount: 40_000 })],
};

async function stampOf(accountId: number): Promise<string> {
  const [row] = await db().select({ stamp: visitorAccounts.walletStamp }).from(visitorAccounts).where(eq(visitorAccounts.id, accountId));
  return row!.stamp;
}

/** A signed-in visitor with `household`: their id and session token. */
async function visitorWithWallet(email: string): Promise<{ id: number; token: string }> {
  const id = await account(email);
  await replaceWallet(id, household);
  return { id, token: await createVisitorSession(id) };
}

/** The wallet a page reads: the stamp read with the visitor, as the routes' middleware asks. */
async function pageWallet(token: string): Promise<Wallet | undefined> {
  return walletOf(await findVisitor(token, new Date(), walletStampColumns));
}

describe("the wallet's stamp", () => {
  it("is drawn afresh by every kind of write to each wallet table, for that account only", async () => {
    const { id } = await visitorWithWallet("writes@example.com");
    const other = await visitorWithWallet("bystander@example.com");
    const otherStamp = await stampOf(other.id);
    const [alex] = await db().select().from(walletMembers).where(eq(walletMembers.accountId, id)).limit(1);
    const writes: [string, () => Promise<unknown>][] = [
      ["rename a member", () => renameMember(id, alex!.id, { name: "Alexandra" })],
      ["add a card", () => addCard(id, card({ member: String(alex!.id), productId: "chase-freedom-flex" }))],
      ["add a balance", () => addBalance(id, balanceRowFixture({ member: String(alex!.id), programId: "hyatt", amount: 5 }))],
      ["update a balance by SQL", () => db().update(walletBalances).set({ amount: 7 }).where(eq(walletBalances.accountId, id))],
      ["update a card by SQL", () => db().update(walletCards).set({ closedMonth: "2026-10" }).where(eq(walletCards.accountId, id))],
      ["delete a card by SQL", () => db().delete(walletCards).where(eq(walletCards.accountId, id))],
      ["delete the members by SQL", () => db().delete(walletMembers).where(eq(walletMembers.accountId, id))],
      ["replace the wallet", () => replaceWallet(id, household)],
    ];
    for (const [write, run] of writes) {
      const before = await stampOf(id);
      const result = await run();
      if (result && typeof result === "object" && "ok" in result) expect(result.ok, write).toBe(true);
      expect(await stampOf(id), write).not.toBe(before);
    }
    expect(await stampOf(other.id)).toBe(otherStamp);
  });

  it("is distinct per account from the start, and an account with a wallet is deleted as before", async () => {
    const one = await account("first@example.com");
    const two = await account("second@example.com");
    expect(await stampOf(one)).not.toBe(await stampOf(two));
    await replaceWallet(one, household);
    await db().delete(visitorAccounts).where(eq(visitorAccounts.id, one));
    expect(await db().select().from(walletCards).where(eq(walletCards.accountId, one))).toEqual([]);
  });
});

describe("a page's wallet", () => {
  it("comes from memory without a statement while the stamp is unchanged", async () => {
    const { token } = await visitorWithWallet("kept@example.com");
    expect(await pageWallet(token)).toEqual(household);
    const visitor = await findVisitor(token, new Date(), walletStampColumns);
    const select = vi.spyOn(database().db, "select");
    try {
      expect(await walletOf(visitor)).toEqual(household);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it("is the new wallet at once after each edit, the same the wallet page reads", async () => {
    const { id, token } = await visitorWithWallet("edited@example.com");
    expect(await pageWallet(token)).toEqual(household);
    const [sam] = await db().select().from(walletMembers).where(eq(walletMembers.name, "Sam")).limit(1);
    await addCard(id, card({ member: String(sam!.id), productId: "chase-freedom-flex" }));
    expect(await pageWallet(token)).toEqual(await loadWallet(id));
    const [balance] = await db().select().from(walletBalances).where(eq(walletBalances.accountId, id));
    await updateBalance(
      id,
      balance!.id,
      balanceRowFixture({ member: String(balance!.memberId), programId: "chase-ultimate-rewards", amount: 1 }),
    );
    const updated = await pageWallet(token);
    expect(updated!.balances.map((row) => row.amount)).toEqual([1]);
    expect(updated).toEqual(await loadWallet(id));
    const [newest] = await db().select().from(walletCards).where(eq(walletCards.productId, "chase-freedom-flex"));
    await deleteCard(id, newest!.id);
    expect(await pageWallet(token)).toEqual(await loadWallet(id));
  });

  it("is shared read-only: a kept wallet cannot be edited in place", async () => {
    const { token } = await visitorWithWallet("frozen@example.com");
    const wallet = (await pageWallet(token))!;
    expect(() => (wallet.cards as unknown[]).push(card())).toThrow(TypeError);
    expect(() => Object.assign(wallet.balances[0]!, { amount: 1 })).toThrow(TypeError);
  });

  it("is read with the visitor in one statement when the route's middleware asks", async () => {
    const { token } = await visitorWithWallet("middleware@example.com");
    const context = routeContext();
    const request = new Request("http://localhost:3000/deals", { headers: { Cookie: visitorSessionCookie(token, false).split(";")[0]! } });
    await readWithVisitor(walletStampColumns)({ request, context, params: {} } as never, async () => new Response());
    const visitor = (await requestVisitor(request, context))!;
    expect(visitor.read).toEqual({ walletStamp: await stampOf(visitor.accountId) });
    expect((await findVisitor(token))!.read).toEqual({});
  });
});
