import { describe, expect, it } from "vitest";
import { deleteAccount } from "~/account/account.server";
import { db } from "~/db/database.server";
import { visitorAccounts, walletBalances, walletCards, walletMembers } from "~/db/schema";
import { erasePerson, exportDocument, findPerson } from "~/privacy/personal-data.server";
import { walletFromCsv, walletToCsv, type Wallet } from "~/wallet/wallet-csv";
import { loadWallet, replaceWallet } from "~/wallet/wallet-store.server";
import { cardRowFixture as card, rowContextFixture as context } from "~/wallet/test-fixtures";
import { openTestDatabase } from "./test-database";
import { walletTestDatabase } from "./wallet-database";

const { account } = walletTestDatabase(openTestDatabase);

/** Two people, 20 cards and 20 balances: a full household's wallet, as the issue sizes it. */
function fullWallet(): Wallet {
  const months = Array.from(
    { length: 20 },
    (_, i) => `20${String(15 + Math.floor(i / 12)).padStart(2, "0")}-${String((i % 12) + 1).padStart(2, "0")}`,
  );
  const programs = context.programIds;
  return {
    members: [{ name: "Alex" }, { name: '=HYPERLINK("http://evil","Sam")' }],
    cards: months.map((openedMonth, i) =>
      card({ member: i % 2 ? "Alex" : '=HYPERLINK("http://evil","Sam")', openedMonth, closedMonth: i % 5 === 0 ? "2026-10" : null }),
    ),
    balances: Array.from({ length: 20 }, (_, i) => ({
      member: i < 10 ? "Alex" : '=HYPERLINK("http://evil","Sam")',
      programId: `${programs[i % programs.length]!}${i < programs.length || i === 10 ? "" : `-${i}`}`,
      amount: 1_000 * i,
      asOf: "2026-11-01",
      expiresOverride: i === 3 ? "2027-02-28" : null,
    })),
  };
}

describe("a wallet in the database", () => {
  it("comes back as it was saved, and through its CSV file and back again", async () => {
    const id = await account("alex@example.com");
    const wallet = fullWallet();
    await replaceWallet(id, wallet);
    expect(await loadWallet(id)).toEqual(wallet);

    const file = walletToCsv(await loadWallet(id));
    const reread = walletFromCsv(file, {
      ...context,
      programIds: [...new Set(wallet.balances.map((balance) => balance.programId))],
    });
    expect(reread).toEqual({ ok: true, wallet });
    await replaceWallet(id, reread.ok ? reread.wallet : wallet);
    expect(await loadWallet(id)).toEqual(wallet);
  });

  it("replaces a wallet whole or not at all, and never touches another account's", async () => {
    const alex = await account("alex@example.com");
    const sam = await account("sam@example.com");
    const wallet = fullWallet();
    await replaceWallet(alex, wallet);
    await replaceWallet(sam, { members: [{ name: "Sam" }], cards: [card({ member: "Sam" })], balances: [] });

    const broken: Wallet = { ...wallet, cards: [...wallet.cards, card({ member: "Nobody" })] };
    await expect(replaceWallet(alex, broken)).rejects.toThrow();
    expect(await loadWallet(alex)).toEqual(wallet);

    await replaceWallet(alex, { members: [], cards: [], balances: [] });
    expect(await loadWallet(alex)).toEqual({ members: [], cards: [], balances: [] });
    expect((await loadWallet(sam)).cards).toHaveLength(1);
  });

  it("is found and exported with the person's data, and erased with it", async () => {
    const id = await account("alex@example.com");
    await replaceWallet(id, fullWallet());
    const found = await findPerson("Alex@Example.com");
    const counts = Object.fromEntries(found.parts.map((part) => [part.entry.name, part.rows.length]));
    expect(counts).toMatchObject({ wallet_members: 2, wallet_cards: 20, wallet_balances: 20, visitor_accounts: 1 });
    const exported = exportDocument(found) as Record<string, unknown[]>;
    expect(exported.wallet_balances).toHaveLength(20);
    expect(exported.wallet_cards![0]).toMatchObject({ productId: "chase-sapphire-preferred", openedMonth: "2015-01" });

    await erasePerson("alex@example.com", "owner");
    for (const table of [walletMembers, walletCards, walletBalances, visitorAccounts]) expect(await db().select().from(table)).toEqual([]);
  });

  it("goes with the account when the visitor deletes it", async () => {
    const id = await account("alex@example.com");
    await replaceWallet(id, fullWallet());
    await deleteAccount(id);
    for (const table of [walletMembers, walletCards, walletBalances]) expect(await db().select().from(table)).toEqual([]);
  });
});
