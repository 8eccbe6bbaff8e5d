import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { visitorSessionCookie } from "~/account/account.server";
import { createVisitorSession } from "~/account/sessions.server";
import { AnswerView } from "~/chat/answer-view";
import type { AssistantAnswer } from "~/chat/reply";
import { seedDeals } from "~/deals/seed.server";
import { businessDay, shiftMonth } from "~/lib/calendar-day";
import { formatIsoDate } from "~/lib/format-date";
import { seedIssuerRules } from "~/eligibility/seed.server";
import { seedPointsCatalog } from "~/points/seed.server";
import { action as askAssistant } from "~/routes/api-search-flights";
import { action as askOnPage } from "~/routes/flight-search";
import { cardRowFixture as card } from "~/wallet/test-fixtures";
import { replaceWallet } from "~/wallet/wallet-store.server";
import type { Wallet } from "~/wallet/wallet-csv";
import { routeContext } from "../support/route-context";
import { openTestDatabase } from "./test-database";
import { walletTestDatabase } from "./wallet-database";

/*
 * Issue 31 item 5: the flight assistant answers "can I get the Sapphire Preferred?" and "which
 * Amex card can I get?" from the eligibility engine, through POST /api/search-flights and the
 * no-JavaScript /flight-search, with a signed-in visitor's wallet and without one.
 */
const { account } = walletTestDatabase(openTestDatabase);
beforeAll(async () => {
  await seedDeals();
  await seedPointsCatalog();
  await seedIssuerRules();
});

let nextAddress = 1;
const context = () => routeContext(`198.51.100.${nextAddress++}`);

async function signedInWith(wallet: Wallet): Promise<string> {
  const id = await account(`assistant-cards-${nextAddress}@example.com`);
  await replaceWallet(id, wallet);
  return visitorSessionCookie(await createVisitorSession(id), false).split(";")[0]!;
}

const cookieHeader = (cookie?: string): Record<string, string> => (cookie ? { Cookie: cookie } : {});

/** The JSON endpoint the chat panel posts to. */
async function ask(message: string, cookie?: string): Promise<AssistantAnswer> {
  const request = new Request("http://localhost:3000/api/search-flights", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...cookieHeader(cookie) },
    body: JSON.stringify({ message, history: [] }),
  });
  return ((await askAssistant({ request, context: context(), params: {} } as never)) as { data: AssistantAnswer }).data;
}

/** The no-JavaScript page's form, with earlier messages as its hidden turns. */
async function askWithoutScript(message: string, earlier: string[], cookie?: string): Promise<AssistantAnswer> {
  const body = new FormData();
  body.append("message", message);
  for (const content of earlier) body.append("turn", JSON.stringify({ role: "user", content }));
  const request = new Request("http://localhost:3000/flight-search", { method: "POST", body, headers: cookieHeader(cookie) });
  const result = (await askOnPage({ request, context: context(), params: {} } as never)) as {
    data: { status: number; answer: AssistantAnswer };
  };
  expect(result.data.status).toBe(200);
  return result.data.answer;
}

/** Five cards opened in the last five months: over Chase 5/24 until the oldest leaves the 24 months. */
function overFiveTwentyFour(): { wallet: Wallet; until: string } {
  const thisMonth = businessDay().slice(0, 7);
  const opened = [1, 2, 3, 4, 5].map((monthsAgo) => shiftMonth(thisMonth, -monthsAgo));
  return {
    wallet: {
      members: [{ name: "Alex" }],
      cards: opened.map((month) => card({ productId: null, name: `Card from ${month}`, issuer: "other", openedMonth: month })),
      balances: [],
    },
    until: formatIsoDate(`${shiftMonth(thisMonth, 20)}-01`),
  };
}

describe("the assistant answers who can get a card", () => {
  it("gives a signed-in visitor over 5/24 the day they can get the Sapphire Preferred, the count spelled out, and the deal", async () => {
    const { wallet, until } = overFiveTwentyFour();
    const answer = await ask("Can I get the Sapphire Preferred?", await signedInWith(wallet));
    const lines = answer.reply.split("\n");
    expect(lines[0]).toBe(`Chase Sapphire Preferred, by the issuers' rules on ${formatIsoDate(businessDay())}:`);
    expect(lines[1]).toBe(`You cannot get this card before ${until}.`);
    expect(lines[2]).toMatch(/^Chase 5\/24: 5 of 5 in 24 months: Card from /);
    expect(answer.links.map((link) => link.href)).toEqual(["/card-rules", "/deals/chase-sapphire-preferred-75k"]);
    expect(answer).toMatchObject({ query: null, results: [] });
  });

  it("splits an issuer's cards for each household member, on the page without JavaScript too", async () => {
    const cookie = await signedInWith({
      members: [{ name: "Alex" }, { name: "Sam" }],
      cards: [card({ member: "Sam", productId: "amex-gold", issuer: "amex", openedMonth: "2024-01", bonusMonth: "2024-03" })],
      balances: [],
    });
    const answer = await askWithoutScript("which Amex card can I get?", [], cookie);
    expect(answer.reply.split("\n").slice(1)).toEqual([
      "Alex can get all 12 with the bonus now.",
      expect.stringMatching(/^Sam can get 11 of them with the bonus now: The Platinum Card from American Express, /),
      "Sam, not now: American Express Gold Card: no bonus (Amex once per lifetime, Amex Gold: the Gold and Platinum family).",
    ]);
    expect(await ask("which Amex card can I get?", cookie)).toEqual(answer);
  });

  it("tells an anonymous visitor, or one with an empty wallet, that it depends on their cards, with the rules and the checker", async () => {
    const anonymous = await ask("am I eligible for the Chase Sapphire Reserve");
    expect(anonymous.reply).toMatch(/^Whether you can get the Chase Sapphire Reserve and its bonus depends on the cards you have opened\./);
    expect(anonymous.reply).toContain("\nChase 5/24: ");
    expect(anonymous.links.map((link) => link.href)).toEqual([
      "/eligibility",
      "/account/sign-in",
      "/card-rules",
      "/deals/chase-sapphire-reserve-100k",
    ]);
    const empty = await ask(
      "am I eligible for the Chase Sapphire Reserve",
      await signedInWith({ members: [{ name: "Alex" }], cards: [], balances: [] }),
    );
    expect(empty.reply).toBe(anonymous.reply);
    expect(empty.links[1]).toMatchObject({ href: "/account/wallet" });
  });

  it("asks which card an ambiguous name means, and takes the answer on the next message", async () => {
    const question = await askWithoutScript("can I get the Sapphire?", []);
    expect(question.reply).toBe("Which Sapphire card do you mean: Chase Sapphire Preferred or Chase Sapphire Reserve?");
    const chosen = await askWithoutScript("the Reserve", ["can I get the Sapphire?"]);
    expect(chosen.reply).toMatch(/^Whether you can get the Chase Sapphire Reserve and its bonus/);
  });

  it("still reads a trip that says 'can I get'", async () => {
    const trip = await ask("can I get to Tokyo in business from New York on March 5");
    expect(trip.query).toMatchObject({ cabin: "business", destination: { codes: ["HND", "NRT"] } });
  });

  it("shows the answer as plain text with its links, the same with and without JavaScript", async () => {
    const answer = await ask("which Amex card can I get?");
    const html = renderToStaticMarkup(createElement(AnswerView, answer));
    expect(html).toContain("Which of the 12 American Express cards we list you can get depends");
    expect(html).toContain("American Express&#x27;s rules:");
    expect(html).toContain('<a href="/eligibility"');
    expect(html).toContain('<a href="/card-rules"');
    expect(html).not.toContain("<script");
  });
});
