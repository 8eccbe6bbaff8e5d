import { beforeAll, describe, expect, it } from "vitest";
import { visitorSessionCookie } from "~/account/account.server";
import { createVisitorSession } from "~/account/sessions.server";
import { seedDeals } from "~/deals/seed.server";
import { businessDay, shiftMonth } from "~/lib/calendar-day";
import { seedIssuerRules } from "~/eligibility/seed.server";
import { seedPointsCatalog } from "~/points/seed.server";
import { loader as dealsLoader, middleware } from "~/routes/deals";
import { cardRowFixture as card } from "~/wallet/test-fixtures";
import type { Wallet } from "~/wallet/wallet-csv";
import { replaceWallet } from "~/wallet/wallet-store.server";
import { runRoute } from "../support/route-context";
import { openTestDatabase } from "./test-database";
import { walletTestDatabase } from "./wallet-database";

/*
 * Issue 31: the deals list gives a signed-in visitor each household member's verdict on every
 * deal's card, which "Cards I can get" filters by; an anonymous visitor's list carries none, so
 * the page cache keeps one copy for everyone.
 */
const { account } = walletTestDatabase(openTestDatabase);
beforeAll(async () => {
  await seedDeals();
  await seedPointsCatalog();
  await seedIssuerRules();
});

type Verdicts = Record<string, Array<{ member: string; outcome: string; sentences: string[] }>> | null;

/** The list's loader behind its own middleware, as the server runs them. */
async function dealsList(cookie?: string): Promise<{ deals: Array<{ slug: string }>; verdicts: Verdicts }> {
  const request = new Request("http://localhost:3000/deals?can-get=1", { headers: cookie ? { Cookie: cookie } : {} });
  return (await runRoute(dealsLoader, middleware, request)) as { deals: Array<{ slug: string }>; verdicts: Verdicts };
}

async function signedInWith(wallet: Wallet): Promise<string> {
  const id = await account(`can-get-${Math.random()}@example.com`);
  await replaceWallet(id, wallet);
  return visitorSessionCookie(await createVisitorSession(id), false).split(";")[0]!;
}

describe("the deals list's verdicts", () => {
  it("judge every deal for each member of a signed-in household, and none for a stranger", async () => {
    const thisMonth = businessDay().slice(0, 7);
    const fiveInTwoYears = [2, 4, 6, 8, 10].map((monthsAgo) =>
      card({ productId: null, name: `Card ${monthsAgo}`, issuer: "other", openedMonth: shiftMonth(thisMonth, -monthsAgo) }),
    );
    const cookie = await signedInWith({
      members: [{ name: "Alex" }, { name: "Sam" }],
      cards: [
        ...fiveInTwoYears,
        card({ member: "Sam", productId: "amex-platinum", issuer: "amex", openedMonth: shiftMonth(thisMonth, -3) }),
      ],
      balances: [],
    });
    const { deals, verdicts } = await dealsList(cookie);
    expect(Object.keys(verdicts!).sort()).toEqual(deals.map((deal) => deal.slug).sort());
    const sapphire = verdicts!["chase-sapphire-preferred-75k"]!;
    expect(sapphire.map(({ member, outcome }) => [member, outcome])).toEqual([
      ["Alex", "not-before"],
      ["Sam", "yes"],
    ]);
    expect(sapphire[0]!.sentences[1]).toMatch(/^Chase 5\/24: 5 of 5 in 24 months: /);
    const platinum = verdicts!["american-express-platinum-175k"]!;
    expect(platinum.map(({ member, outcome }) => [member, outcome])).toEqual([
      ["Alex", "yes"],
      ["Sam", "no-bonus"],
    ]);
    expect((await dealsList()).verdicts).toBeNull();
  });
});
