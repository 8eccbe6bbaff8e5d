import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { walletBalances, walletCards, walletMembers } from "~/db/schema";
import { cardRowFixture } from "~/wallet/test-fixtures";
import { defaultMemberKey, defaultMemberName } from "~/wallet/wallet-edit";
import {
  addBalance,
  addCard,
  addMember,
  deleteBalance,
  deleteCard,
  loadEditableWallet,
  removeMember,
  renameMember,
  updateBalance,
  updateCard,
} from "~/wallet/wallet-edit.server";
import { maxBalancesPerMember, maxCardsPerMember, maxMembers, type BalanceRow } from "~/wallet/wallet-rows";
import { openTestDatabase } from "./test-database";
import { walletTestDatabase } from "./wallet-database";

/*
 * The wallet edited row by row (issue 30): every write is scoped by the account, so another
 * account's row ids find nothing; the limits hold when counted in the write's own transaction;
 * removing a member takes their cards and balances; a first row makes the member "You".
 */
const { account } = walletTestDatabase(openTestDatabase);

function idOf(result: { ok: true; id: number } | { ok: false; refusal: string }): number {
  expect(result).toMatchObject({ ok: true });
  return (result as { id: number }).id;
}

const balance = (member: string, overrides: Partial<BalanceRow> = {}): BalanceRow => ({
  member,
  programId: "marriott",
  amount: 50_000,
  asOf: "2026-11-01",
  expiresOverride: null,
  ...overrides,
});

describe("editing a wallet row by row", () => {
  it("makes the member You for a wallet's first card, and uses the first member after that", async () => {
    const alex = await account("alex@example.com");
    const first = idOf(await addCard(alex, cardRowFixture({ member: defaultMemberKey })));
    idOf(await addBalance(alex, balance(defaultMemberKey)));
    const wallet = await loadEditableWallet(alex);
    expect(wallet.members).toHaveLength(1);
    expect(wallet.members[0]!.name).toBe(defaultMemberName);
    const you = String(wallet.members[0]!.id);
    expect(wallet.cards).toEqual([{ ...cardRowFixture({ member: you }), id: first }]);
    expect(wallet.balances.map((row) => row.member)).toEqual([you]);
  });

  it("never reads, changes or deletes another account's rows: their ids answer not-found", async () => {
    const alex = await account("alex@example.com");
    const sam = await account("sam@example.com");
    const alexMember = idOf(await addMember(alex, { name: "Alex" }));
    const samMember = idOf(await addMember(sam, { name: "Sam" }));
    const alexCard = idOf(await addCard(alex, cardRowFixture({ member: String(alexMember) })));
    const alexBalance = idOf(await addBalance(alex, balance(String(alexMember))));
    const before = await loadEditableWallet(alex);
    const notFound = { ok: false, refusal: "not-found" };

    // Sam's account, with Alex's ids.
    expect(await renameMember(sam, alexMember, { name: "Mallory" })).toEqual(notFound);
    expect(await removeMember(sam, alexMember)).toEqual(notFound);
    expect(await updateCard(sam, alexCard, cardRowFixture({ member: String(samMember), openedMonth: "2020-01" }))).toEqual(notFound);
    expect(await deleteCard(sam, alexCard)).toEqual(notFound);
    expect(await updateBalance(sam, alexBalance, balance(String(samMember), { amount: 1 }))).toEqual(notFound);
    expect(await deleteBalance(sam, alexBalance)).toEqual(notFound);
    // Sam's own rows cannot be put under Alex's member either.
    expect(await addCard(sam, cardRowFixture({ member: String(alexMember) }))).toEqual(notFound);
    expect(await addBalance(sam, balance(String(alexMember)))).toEqual(notFound);

    expect(await loadEditableWallet(alex)).toEqual(before);
    expect((await loadEditableWallet(sam)).cards).toEqual([]);
    expect(await loadEditableWallet(sam)).toEqual({ members: [{ id: samMember, name: "Sam" }], cards: [], balances: [] });

    // Alex's own edits work, for contrast.
    idOf(await updateCard(alex, alexCard, cardRowFixture({ member: String(alexMember), closedMonth: "2026-10" })));
    expect((await loadEditableWallet(alex)).cards[0]!.closedMonth).toBe("2026-10");
    idOf(await deleteBalance(alex, alexBalance));
    expect(await deleteBalance(alex, alexBalance)).toEqual(notFound);
  });

  it("holds four members with names unique in the wallet, ignoring case", async () => {
    const alex = await account("alex@example.com");
    const ids = [];
    for (let i = 0; i < maxMembers; i++) ids.push(idOf(await addMember(alex, { name: `Person ${i}` })));
    expect(await addMember(alex, { name: "One too many" })).toEqual({ ok: false, refusal: "limit" });
    expect(await renameMember(alex, ids[1]!, { name: "person 0" })).toEqual({ ok: false, refusal: "taken" });
    idOf(await renameMember(alex, ids[1]!, { name: "PERSON 1" }));
    idOf(await removeMember(alex, ids[3]!));
    expect(await addMember(alex, { name: "person 1" })).toEqual({ ok: false, refusal: "taken" });
    idOf(await addMember(alex, { name: "Robin" }));
    expect((await loadEditableWallet(alex)).members.map((member) => member.name)).toEqual(["Person 0", "PERSON 1", "Person 2", "Robin"]);
  });

  it("holds 100 cards and 60 balances per member, counted in the write's own transaction", async () => {
    const alex = await account("alex@example.com");
    const full = String(idOf(await addMember(alex, { name: "Alex" })));
    const other = String(idOf(await addMember(alex, { name: "Sam" })));
    await db()
      .insert(walletCards)
      .values(Array.from({ length: maxCardsPerMember - 1 }, () => ({ ...cardRowFixture(), accountId: alex, memberId: Number(full) })));
    await db()
      .insert(walletBalances)
      .values(
        Array.from({ length: maxBalancesPerMember - 1 }, (_, i) => ({
          ...balance(full, { programId: `program-${i}` }),
          accountId: alex,
          memberId: Number(full),
        })),
      );
    // Two posts at once for the last place: one lands, the other is refused, never both.
    const cards = await Promise.all([addCard(alex, cardRowFixture({ member: full })), addCard(alex, cardRowFixture({ member: full }))]);
    expect(cards.map((result) => result.ok).sort()).toEqual([false, true]);
    expect(cards).toContainEqual({ ok: false, refusal: "limit" });
    const balances = await Promise.all([
      addBalance(alex, balance(full, { programId: "hyatt" })),
      addBalance(alex, balance(full, { programId: "hilton" })),
    ]);
    expect(balances).toContainEqual({ ok: false, refusal: "limit" });

    // Moving a row to a full member is refused too; editing a row in place is not.
    const samCard = idOf(await addCard(alex, cardRowFixture({ member: other })));
    expect(await updateCard(alex, samCard, cardRowFixture({ member: full }))).toEqual({ ok: false, refusal: "limit" });
    const wallet = await loadEditableWallet(alex);
    const fullCard = wallet.cards.find((card) => card.member === full)!;
    idOf(await updateCard(alex, fullCard.id, cardRowFixture({ member: full, bonusMonth: "2024-05" })));
    expect(wallet.cards.filter((card) => card.member === full)).toHaveLength(maxCardsPerMember);
    expect(wallet.balances.filter((row) => row.member === full)).toHaveLength(maxBalancesPerMember);
  });

  it("keeps one balance per member and program", async () => {
    const alex = await account("alex@example.com");
    const member = String(idOf(await addMember(alex, { name: "Alex" })));
    const marriott = idOf(await addBalance(alex, balance(member)));
    expect(await addBalance(alex, balance(member, { amount: 7 }))).toEqual({ ok: false, refusal: "duplicate" });
    const hyatt = idOf(await addBalance(alex, balance(member, { programId: "hyatt" })));
    expect(await updateBalance(alex, hyatt, balance(member))).toEqual({ ok: false, refusal: "duplicate" });
    idOf(await updateBalance(alex, marriott, balance(member, { amount: 60_000, expiresOverride: "2027-06-30" })));
    expect((await loadEditableWallet(alex)).balances[0]).toMatchObject({ amount: 60_000, expiresOverride: "2027-06-30" });
  });

  it("removes a member with every card and balance of theirs, and no one else's", async () => {
    const alex = await account("alex@example.com");
    const alexMember = idOf(await addMember(alex, { name: "Alex" }));
    const sam = String(idOf(await addMember(alex, { name: "Sam" })));
    idOf(await addCard(alex, cardRowFixture({ member: String(alexMember) })));
    idOf(await addCard(alex, cardRowFixture({ member: sam })));
    idOf(await addBalance(alex, balance(String(alexMember))));
    idOf(await addBalance(alex, balance(sam)));

    idOf(await removeMember(alex, alexMember));
    const wallet = await loadEditableWallet(alex);
    expect(wallet.members.map((member) => member.name)).toEqual(["Sam"]);
    expect(wallet.cards.map((card) => card.member)).toEqual([sam]);
    expect(wallet.balances.map((row) => row.member)).toEqual([sam]);
    expect(await db().select().from(walletMembers)).toHaveLength(1);
  });
});
