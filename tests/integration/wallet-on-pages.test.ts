import pino from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { visitorSessionCookie } from "~/account/account.server";
import { createVisitorSession } from "~/account/sessions.server";
import { seedDeals } from "~/deals/seed.server";
import { seedIssuerRules } from "~/eligibility/seed.server";
import { seedPointsCatalog } from "~/points/seed.server";
import { requestInfoContext } from "~/request-context";
import { action as askAssistant } from "~/routes/api-search-flights";
import { loader as dealLoader } from "~/routes/deal";
import { loader as partnersLoader } from "~/routes/transfer-partners";
import { balanceRowFixture, cardRowFixture as card } from "~/wallet/test-fixtures";
import { walletOf } from "~/wallet/wallet-of.server";
import { loadWallet, replaceWallet } from "~/wallet/wallet-store.server";
import type { Wallet } from "~/wallet/wallet-csv";
import { businessDay, shiftMonth } from "~/lib/calendar-day";
import { formatIsoDate } from "~/lib/format-date";
import { openTestDatabase } from "./test-database";
import { walletTestDatabase } from "./wallet-database";

/*
 * Issue 30 item 3: the pages that use a signed-in visitor's wallet, through their own loaders
 * and actions with the visitor's session cookie: the deal page counts the issuer's cards, the
 * partners page marks held currencies and what each balance becomes, and the assistant takes a
 * saved balance when the message names none. An anonymous request sees none of it.
 */
const { account } = walletTestDatabase(openTestDatabase);
beforeAll(async () => {
  await seedDeals();
  await seedPointsCatalog();
  await seedIssuerRules();
});

let nextAddress = 1;
function context() {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, {
    ip: `203.0.113.${nextAddress++}`,
    secure: false,
    nonce: "",
    siteUrl: "http://localhost:3000",
    log: pino({ level: "silent" }),
  });
  return provider;
}

const balance = (member: string, programId: string, amount: number) => balanceRowFixture({ member, programId, amount });

/** A signed-in visitor with `wallet`; answers the Cookie header their browser sends. */
async function signedInWith(wallet: Wallet): Promise<string> {
  const id = await account(`wallet-pages-${nextAddress}@example.com`);
  await replaceWallet(id, wallet);
  return visitorSessionCookie(await createVisitorSession(id), false).split(";")[0]!;
}

const get = (path: string, cookie?: string) => new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function dealPage(slug: string, cookie?: string) {
  return (await dealLoader({ request: get(`/deals/${slug}`, cookie), context: context(), params: { id: slug } } as never)) as {
    walletNote: string[] | null;
  };
}

async function partnersPage(query: string, cookie?: string) {
  const answer = (await partnersLoader({
    request: get(`/transfer-partners${query}`, cookie),
    context: context(),
    params: {},
  } as never)) as {
    data: {
      held: { byCurrency: Record<string, { member: string; amount: number }[]>; byLine: Record<string, string[]> } | null;
    };
  };
  return answer.data;
}

async function ask(message: string, cookie?: string) {
  const request = new Request("http://localhost:3000/api/search-flights", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ message, history: [] }),
  });
  const answer = (await askAssistant({ request, context: context(), params: {} } as never)) as {
    data: { reply: string; points?: { fromWallet: string | null; heading: string } };
  };
  return answer.data;
}

const household: Wallet = {
  members: [{ name: "Alex" }, { name: "Sam" }],
  cards: [
    card(),
    card({ productId: "chase-freedom-unlimited", closedMonth: "2025-06" }),
    card({ member: "Sam", productId: "amex-business-gold", issuer: "amex", kind: "business" }),
  ],
  balances: [balance("Alex", "chase-ultimate-rewards", 40_000), balance("Sam", "amex-membership-rewards", 95_500)],
};

describe("pages that read a signed-in visitor's wallet", () => {
  it("read in one query the same wallet the wallet page reads, and nothing for a stranger or an empty wallet", async () => {
    const id = await account("one-query@example.com");
    const wallet: Wallet = {
      ...household,
      cards: [...household.cards, card({ productId: null, name: "Local credit union card", issuer: "other", changedMonth: "2026-01" })],
      balances: [...household.balances, { ...balance("Sam", "marriott", 0), expiresOverride: "2027-02-28" }],
    };
    await replaceWallet(id, wallet);
    expect(await walletOf({ accountId: id })).toEqual(await loadWallet(id));
    expect(await walletOf({ accountId: id })).toEqual(wallet);
    expect(await walletOf(undefined)).toBeUndefined();
    const empty = await account("empty-wallet@example.com");
    expect(await walletOf({ accountId: empty })).toEqual({ members: [], cards: [], balances: [] });
  });

  it("the deal page counts each member's cards from the deal's issuer, gives each a verdict, and says nothing to a stranger", async () => {
    const cookie = await signedInWith(household);
    expect((await dealPage("chase-sapphire-preferred-75k", cookie)).walletNote).toEqual([
      "Alex has 1 open Chase card (1 closed).",
      // Alex holds a Sapphire Preferred whose bonus month the wallet does not give.
      "Alex may be able to get this card, but we need to know more.",
      "Sapphire: one bonus per card: say whether, and when, you got the bonus on Chase Sapphire Preferred.",
      "Sam can get this card and its bonus now.",
    ]);
    const bothCan = ["Alex can get this card and its bonus now.", "Sam can get this card and its bonus now."];
    expect((await dealPage("american-express-platinum-175k", cookie)).walletNote).toEqual([
      "Sam has 1 open American Express card.",
      ...bothCan,
    ]);
    expect((await dealPage("capital-one-venture-75k", cookie)).walletNote).toEqual(["Your wallet has no Capital One card.", ...bothCan]);
    expect((await dealPage("chase-sapphire-preferred-75k")).walletNote).toBeNull();
  });

  it("the deal page says from when a reader over Chase 5/24 can apply, the count spelled out", async () => {
    const thisMonth = businessDay().slice(0, 7);
    const opened = [1, 2, 3, 4, 5].map((monthsAgo) => shiftMonth(thisMonth, -monthsAgo));
    const cookie = await signedInWith({
      members: [{ name: "Alex" }],
      cards: opened.map((month) => card({ productId: null, name: `Card from ${month}`, issuer: "other", openedMonth: month })),
      balances: [],
    });
    const [, headline, count] = (await dealPage("chase-sapphire-preferred-75k", cookie)).walletNote!;
    // The oldest card, opened five months ago, surely leaves the 24-month window on the first day of the 25th month after.
    expect(headline).toBe(`You cannot get this card before ${formatIsoDate(`${shiftMonth(thisMonth, 20)}-01`)}.`);
    expect(count).toMatch(new RegExp(`^Chase 5/24: 5 of 5 in 24 months: Card from ${opened[4]} \\(${opened[4]}\\)`));
  });

  it("the partners page marks the currencies held and what each balance becomes with a partner", async () => {
    const cookie = await signedInWith(household);
    const overview = await partnersPage("", cookie);
    expect(overview.held?.byCurrency).toEqual({
      "amex-membership-rewards": [{ member: "Sam", amount: 95_500, asOf: "2026-11-20" }],
      "chase-ultimate-rewards": [{ member: "Alex", amount: 40_000, asOf: "2026-11-20" }],
    });
    const amex = await partnersPage("?currency=amex-membership-rewards", cookie);
    // Asia Miles: 1000:800 in steps of 1,000 points.
    expect(amex.held?.byLine["amex-membership-rewards:asia-miles"]).toEqual(["Sam's 95,500 points become 76,000, moving 95,000 of them."]);
    expect((await partnersPage("?currency=amex-membership-rewards")).held).toBeNull();
  });

  it("the assistant takes the largest saved balance when the message names no points, and the named points when it does", async () => {
    const cookie = await signedInWith({
      members: [{ name: "Alex" }],
      cards: [],
      balances: [balance("Alex", "chase-ultimate-rewards", 80_000)],
    });
    const saved = await ask("New York to London on March 5", cookie);
    expect(saved.points?.fromWallet).toBe(
      "Using 80,000 Chase Ultimate Rewards points from your wallet (as of November 20, 2026); name other points in your message to use those instead.",
    );
    expect(saved.reply).toContain("Using 80,000 Chase Ultimate Rewards points from your wallet");
    expect(saved.points?.heading).toMatch(/^Your 80,000 Chase Ultimate Rewards points transfer to/);

    const named = await ask("120k Amex points, New York to London on March 5", cookie);
    expect(named.points?.fromWallet).toBeNull();
    expect(named.points?.heading).toMatch(/^Your 120,000 American Express Membership Rewards points/);

    expect((await ask("New York to London on March 5")).points).toBeUndefined();
  });
});
