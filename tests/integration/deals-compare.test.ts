import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { visitorSessionCookie } from "~/account/account.server";
import { createVisitorSession } from "~/account/sessions.server";
import { maxIdsRead } from "~/deals/compare-ids";
import { seedDeals } from "~/deals/seed.server";
import { seedIssuerRules } from "~/eligibility/seed.server";
import { seedPointsCatalog } from "~/points/seed.server";
import DealsCompare, { handle, loader, meta } from "~/routes/deals-compare";
import DealPage, { loader as dealLoader } from "~/routes/deal";
import { cardRowFixture as card } from "~/wallet/test-fixtures";
import { replaceWallet } from "~/wallet/wallet-store.server";
import type { Wallet } from "~/wallet/wallet-csv";
import { routeContext } from "../support/route-context";
import { parse } from "./page-html";
import { openTestDatabase } from "./test-database";
import { walletTestDatabase } from "./wallet-database";

/*
 * Issue 31 item 3: /deals/compare through its own loader and component, on the seeded deals and
 * points catalogue. A signed-in visitor's wallet adds a verdict row per household member; an
 * anonymous visitor's page has none.
 */
const { account } = walletTestDatabase(openTestDatabase);
beforeAll(async () => {
  await seedDeals();
  await seedPointsCatalog();
  await seedIssuerRules();
});

const sapphire = "chase-sapphire-preferred-75k";
const platinum = "american-express-platinum-175k";
const venture = "capital-one-venture-75k";
const sparkCash = "capital-one-spark-cash-plus-1500";
const ink = "chase-ink-business-preferred-90k";

type CompareData = Awaited<ReturnType<typeof loader>>;

let nextAddress = 1;
async function compare(query: string, cookie?: string): Promise<CompareData> {
  const request = new Request(`http://localhost:3000/deals/compare${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return loader({ request, context: routeContext(`203.0.113.${nextAddress++}`), params: {} } as never);
}

/** The page as the server renders it (its links and form need a router). */
function html(data: CompareData): string {
  const page = createElement(DealsCompare, { loaderData: data } as never);
  const router = createMemoryRouter([{ path: "/deals/compare", element: page }], { initialEntries: ["/deals/compare"] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

async function signedInWith(wallet: Wallet): Promise<string> {
  const id = await account(`compare-${nextAddress++}@example.com`);
  await replaceWallet(id, wallet);
  return visitorSessionCookie(await createVisitorSession(id), false).split(";")[0]!;
}

const columnHeadings = (page: string) =>
  parse(page)('thead th[scope="col"]')
    .toArray()
    .map((cell) => parse(page)(cell).text());
const rowHeadings = (page: string) =>
  parse(page)('tbody th[scope="row"]')
    .toArray()
    .map((cell) => parse(page)(cell).text());

describe("/deals/compare", () => {
  it("is public, never indexed and never cached", () => {
    expect(handle.policy).toMatchObject({ public: true, indexable: false, cacheable: false });
    expect(meta({ matches: [], loaderData: undefined } as never)).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("sets two deals side by side in a captioned table, in the order chosen", async () => {
    const data = await compare(`?ids=${platinum},${sapphire}`);
    expect(data.compared.map((deal) => deal.slug)).toEqual([platinum, sapphire]);
    expect(data.notes).toEqual([]);
    const page = html(data);
    const $ = parse(page);
    expect($("caption").text()).toBe("Comparing The Platinum Card from American Express and Chase Sapphire Preferred");
    expect(columnHeadings(page)).toEqual(["Fact", "The Platinum Card from American Express", "Chase Sapphire Preferred"]);
    expect(rowHeadings(page)).toEqual([
      "Issuer",
      "Welcome bonus",
      "Minimum spend",
      "Annual fee",
      "Estimated first-year value",
      "Transfer partners",
      "Deal score",
      "The deal",
    ]);
    // The frame scrolls sideways on a phone: a named stop in the tab order.
    const frame = $('[role="region"]');
    expect(frame.attr("aria-label")).toBe("Comparing The Platinum Card from American Express and Chase Sapphire Preferred");
    expect(frame.attr("tabindex")).toBe("0");
    expect(page).toContain("$5,000 in 3 months");
    expect(page).toContain("$695");
    expect($('a[href="/transfer-partners?currency=amex-membership-rewards"]').text()).toMatch(
      /^\d+ partners of American Express Membership Rewards$/,
    );
    expect($('a[href="/transfer-partners?currency=chase-ultimate-rewards"]').text()).toMatch(/^\d+ partners of Chase Ultimate Rewards$/);
    expect($(`a[href="/deals/${sapphire}"]`).text()).toBe("Read the deal: Chase Sapphire Preferred");
    expect(data.compared[1]!.estimate?.amount).toMatch(/^\$[\d,]+$/);
    expect(page).toContain(data.compared[1]!.estimate!.amount);
    // The picker starts on the cards compared, so the reader can change one.
    expect($("#compare-card-1").val()).toBe(platinum);
    expect($("#compare-card-2").val()).toBe(sapphire);
    expect($("#compare-card-3").val()).toBe("");
  });

  it("compares three, says what a cash-back card's points reach, and reads the picker's one value per select", async () => {
    const data = await compare(`?ids=${sapphire}&ids=${sparkCash}&ids=${venture}`);
    expect(data.compared.map((deal) => deal.slug)).toEqual([sapphire, sparkCash, venture]);
    const spark = data.compared[1]!;
    expect(spark.partners).toEqual({ kind: "text", text: "None (cash back)" });
    expect(spark.estimate).toBeNull();
    expect(spark.annualFee).toBe("$0 first year, then $150");
    const page = html(data);
    expect(columnHeadings(page)).toHaveLength(4);
    expect(page).toContain("No estimate: a cash bonus, or points we do not value.");
    expect(page).toContain("$0 first year, then $150");
    // A select left on its placeholder sends an empty value, which is no id at all.
    expect((await compare(`?ids=${sapphire}&ids=&ids=${venture}`)).compared.map((deal) => deal.slug)).toEqual([sapphire, venture]);
  });

  it("compares the first three of more and says which were left out", async () => {
    const data = await compare(`?ids=${sapphire},${platinum},${venture},${ink}`);
    expect(data.compared.map((deal) => deal.slug)).toEqual([sapphire, platinum, venture]);
    expect(data.notes).toEqual(["Only 3 cards fit side by side: Ink Business Preferred Credit Card was left out."]);
    expect(html(data)).toContain("Ink Business Preferred Credit Card was left out.");
  });

  it("ignores unknown and repeated ids with a note, never repeating what the address said", async () => {
    const data = await compare(`?ids=${sapphire},no-such-deal,${sapphire},%3Cb%3Ehi%3C%2Fb%3E,${venture}`);
    expect(data.compared.map((deal) => deal.slug)).toEqual([sapphire, venture]);
    expect(data.notes).toEqual([
      "Chase Sapphire Preferred was chosen more than once and is shown once.",
      "2 ids in the address name no deal we publish; they were ignored.",
    ]);
    const page = html(data);
    expect(parse(page)('[role="note"]').text()).toContain("2 ids in the address name no deal we publish");
    expect(page).not.toContain("no-such-deal");
    expect(page).not.toContain("<b>hi");
  });

  it("reads only the first few ids of a huge parameter", async () => {
    const ids = [sapphire, platinum, ...Array.from({ length: 20_000 }, (_, index) => `made-up-${index}`), venture].join(",");
    const data = await compare(`?ids=${ids}`);
    expect(data.compared.map((deal) => deal.slug)).toEqual([sapphire, platinum]);
    expect(data.notes).toEqual([
      `${maxIdsRead - 2} ids in the address name no deal we publish; they were ignored.`,
      `The address lists more cards than we read: only its first ${maxIdsRead} were looked at.`,
    ]);
  });

  it("without two cards, says how to pick them and offers every deal in three selects that send a plain GET", async () => {
    const none = await compare("");
    expect(none.compared).toEqual([]);
    const page = html(none);
    const $ = parse(page);
    expect($("table")).toHaveLength(0);
    expect(page).toContain("Choose two or three cards below, then press Compare.");
    const form = $("form");
    expect(form.attr("method")).toBe("get");
    expect(form.attr("action")).toBe("/deals/compare");
    const selects = form.find('select[name="ids"]');
    expect(selects).toHaveLength(3);
    for (const select of selects.toArray()) {
      const label = $(`label[for="${$(select).attr("id")}"]`).text();
      expect(label).toMatch(/card/);
      // Every published deal, after the empty choice.
      expect($(select).find("option")).toHaveLength(1 + none.options.length);
    }
    expect(none.options.map((option) => option.value).sort()).toEqual(
      [
        sapphire,
        platinum,
        venture,
        sparkCash,
        ink,
        "capital-one-venture-x-business-350k",
        "chase-sapphire-reserve-100k",
        "chase-sapphire-reserve-business-200k",
      ].sort(),
    );
    expect(form.find('button[type="submit"]').text()).toBe("Compare");

    // The deal page's link brings one card: the page asks for one or two more, that card already chosen.
    const one = await compare(`?ids=${sapphire}`);
    expect(html(one)).toContain("Choose one or two more cards to compare with Chase Sapphire Preferred, then press Compare.");
    expect(parse(html(one))("#compare-card-1").val()).toBe(sapphire);
  });

  it("gives a signed-in visitor each household member's verdict on each card, and an anonymous one none", async () => {
    const cookie = await signedInWith({
      members: [{ name: "Alex" }, { name: "Sam" }],
      cards: [card(), card({ member: "Sam", productId: "amex-platinum", issuer: "amex", kind: "personal", bonusMonth: "2024-05" })],
      balances: [],
    });
    const data = await compare(`?ids=${sapphire},${platinum}`, cookie);
    expect(data.verdicts?.members).toEqual(["Alex", "Sam"]);
    const [onSapphire, onPlatinum] = data.verdicts!.byDeal;
    expect(onSapphire!.map(({ member, outcome }) => [member, outcome])).toEqual([
      ["Alex", "unknown"],
      ["Sam", "yes"],
    ]);
    // Sam has had the Platinum Card's bonus: Amex gives it once per lifetime.
    expect(onPlatinum!.find(({ member }) => member === "Sam")!.outcome).toBe("no-bonus");
    const page = html(data);
    expect(rowHeadings(page)).toEqual(expect.arrayContaining(["Can Alex get it?", "Can Sam get it?"]));
    expect(page).toContain("Sam can get this card and its bonus now.");
    expect(page).toContain('href="/account/wallet"');

    const anonymous = await compare(`?ids=${sapphire},${platinum}`);
    expect(anonymous.verdicts).toBeNull();
    const anonymousPage = html(anonymous);
    expect(anonymousPage).not.toContain("get it?");
    expect(anonymousPage).not.toContain("can get this card");
  });

  it("says 'you' to a one-person wallet", async () => {
    const cookie = await signedInWith({ members: [{ name: "Alex" }], cards: [], balances: [] });
    const page = html(await compare(`?ids=${sapphire},${venture}`, cookie));
    expect(rowHeadings(page)).toContain("Can you get it?");
    expect(page).toContain("You can get this card and its bonus now.");
  });
});

describe("the deal page", () => {
  it("links to the comparison with its own card chosen", async () => {
    const request = new Request(`http://localhost:3000/deals/${sapphire}`);
    const data = await dealLoader({ request, context: routeContext(), params: { id: sapphire } } as never);
    const page = createElement(DealPage, { loaderData: data } as never);
    const router = createMemoryRouter([{ path: "/deals/:id", element: page }], { initialEntries: [`/deals/${sapphire}`] });
    const $ = parse(renderToStaticMarkup(createElement(RouterProvider, { router })));
    expect($(`a[href="/deals/compare?ids=${sapphire}"]`).text()).toBe("Compare with other cards");
  });
});
