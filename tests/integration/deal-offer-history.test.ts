import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext } from "~/admin/sign-in/guard.server";
import { restoreBackup } from "~/backup/restore.server";
import { contents, emptyDatabase, emptyPgliteFolder, kindUnderTest } from "~/backup/test-databases";
import { backupKeysForTests as keys } from "~/backup/test-fixture";
import { writeBackup } from "~/backup/write-backup.server";
import { contentVersion } from "~/cache/content-version.server";
import type { Database } from "~/db/client.server";
import { db } from "~/db/database.server";
import { adminAuditEntries, admins, contentSeeds, dealOfferHistory, deals } from "~/db/schema";
import { dealToFormValues } from "~/deals/admin/deal-form";
import { pastOfferIntent } from "~/deals/admin/past-offer-form";
import type { DealInput } from "~/deals/deal-schema";
import { createDeal, findDealById, updateDeal } from "~/deals/deals.server";
import { builtInDeals, seedDeals } from "~/deals/seed.server";
import { businessDay, addDays } from "~/lib/calendar-day";
import DealPage, { loader as dealLoader } from "~/routes/deal";
import { action as editAction } from "~/routes/admin/deals-edit";
import { routeContext } from "../support/route-context";
import { parse } from "./page-html";
import { openTestDatabase } from "./test-database";

/* Issue 32 item 1: every change of a deal's offer is kept with its day, whoever made it. */
let database: Database;
let dispose: () => Promise<void>;
let owner: { id: number; email: string };
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  const [row] = await db()
    .insert(admins)
    .values({ email: "history-owner@example.com", passwordHash: "scrypt$unused" })
    .returning({ id: admins.id, email: admins.email });
  owner = row!;
});
afterAll(() => dispose());

const content = builtInDeals();
const sapphire = content.find((deal) => deal.slug === "chase-sapphire-preferred-75k")!;

async function historyOf(slug: string) {
  const [deal] = await db().select({ id: deals.id }).from(deals).where(eq(deals.slug, slug));
  return db()
    .select()
    .from(dealOfferHistory)
    .where(eq(dealOfferHistory.dealId, deal!.id))
    .orderBy(asc(dealOfferHistory.startedOn), asc(dealOfferHistory.id));
}

const dealId = async (slug: string) => (await db().select({ id: deals.id }).from(deals).where(eq(deals.slug, slug)))[0]!.id;

describe("the built-in deals' first offers", () => {
  it("are seeded with each deal's content values, dated with the deal, once", async () => {
    const before = contentVersion();
    await seedDeals(content);
    expect(contentVersion()).toBeGreaterThan(before);
    for (const deal of content) {
      const rows = await historyOf(deal.slug);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        startedOn: deal.date,
        welcomeBonus: deal.welcomeBonus,
        signupBonusAmount: deal.signupBonusAmount,
        bonusUnit: deal.bonusUnit,
        minSpend: deal.minSpend,
        annualFee: deal.annualFee,
        source: "seed",
        recordedBy: null,
      });
    }
    await seedDeals(content);
    expect(await historyOf(sapphire.slug)).toHaveLength(1);
  });

  it("are added once to a database that had the deals before history was kept, ending at the edited offer", async () => {
    const id = await dealId(sapphire.slug);
    await db().delete(dealOfferHistory).where(eq(dealOfferHistory.dealId, id));
    await db().delete(contentSeeds).where(eq(contentSeeds.kind, "deal-offer-history"));
    // An edit made before the history existed: written straight to the table, as it was then.
    await db().update(deals).set({ signupBonusAmount: 80_000, welcomeBonus: "80,000 points" }).where(eq(deals.id, id));

    await seedDeals(content);
    const rows = await historyOf(sapphire.slug);
    expect(rows.map((row) => [row.source, row.signupBonusAmount])).toEqual([
      ["seed", sapphire.signupBonusAmount],
      ["seed", 80_000],
    ]);
    // Deals that already had their history got nothing more.
    expect(await historyOf("chase-sapphire-reserve-100k")).toHaveLength(1);
    await seedDeals(content);
    expect(await historyOf(sapphire.slug)).toHaveLength(2);
  });
});

const newDeal: DealInput = {
  ...sapphire,
  slug: "history-card-60k",
  title: "History Card 60K",
  signupBonusAmount: 60_000,
  welcomeBonus: "60,000 points after $4,000",
  minSpend: "$4,000 in 3 months",
  annualFee: "$95",
};

describe("the owner's saves", () => {
  let id: number;

  it("record a created deal's offer, with the admin, on today's business day", async () => {
    id = await createDeal(newDeal, owner.id);
    expect(await historyOf(newDeal.slug)).toMatchObject([
      { startedOn: businessDay(), signupBonusAmount: 60_000, source: "editor", recordedBy: owner.id, welcomeBonus: newDeal.welcomeBonus },
    ]);
  });

  it("record nothing when a save changes none of the bonus, spend or fee", async () => {
    expect(await updateDeal(id, { ...newDeal, title: "History Card, retitled", excerpt: "New words", dealScore: 7 }, owner.id)).toBe(true);
    expect(await historyOf(newDeal.slug)).toHaveLength(1);
  });

  it.each([
    ["the welcome bonus", { welcomeBonus: "70,000 points after $4,000", signupBonusAmount: 70_000 }],
    ["the spend requirement", { minSpend: "$5,000 in 3 months" }],
    ["the first-year fee", { annualFee: "$0 first year, then $95" }],
  ])("record a change of %s in the same save", async (_, change) => {
    const before = (await historyOf(newDeal.slug)).length;
    const current = (await findDealById(id))!;
    const input = { ...newDeal, ...pick(current), ...change };
    expect(await updateDeal(id, input, owner.id)).toBe(true);
    const rows = await historyOf(newDeal.slug);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ ...change, source: "editor", recordedBy: owner.id });
  });

  it("record nothing for a deal deleted meanwhile", async () => {
    expect(await updateDeal(2_000_000, { ...newDeal, slug: "gone-deal", signupBonusAmount: 1 })).toBe(false);
    expect(await db().select().from(dealOfferHistory).where(eq(dealOfferHistory.dealId, 2_000_000))).toEqual([]);
  });
});

function pick(deal: NonNullable<Awaited<ReturnType<typeof findDealById>>>) {
  const { welcomeBonus, signupBonusAmount, minSpend, annualFee } = deal;
  return { welcomeBonus, signupBonusAmount, minSpend, annualFee };
}

function editArgs(id: number, fields: Record<string, string>) {
  const context = routeContext();
  context.set(adminContext, owner);
  const request = new Request(`http://localhost:3000/admin/deals/${id}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return { request, context, params: { id: String(id) } } as never;
}

const pastOffer = (fields: Record<string, string> = {}) => ({
  intent: pastOfferIntent,
  startedOn: "2024-03-01",
  signupBonusAmount: "100000",
  minSpend: "$5,000 in 3 months",
  annualFee: "$95",
  source: "https://offers.example.com/sapphire-preferred-history",
  ...fields,
});

describe("the owner's past offers", () => {
  it("refuse a future day, a missing amount, a blank spend and a source that is not https, adding nothing", async () => {
    const id = await dealId(sapphire.slug);
    const before = (await historyOf(sapphire.slug)).length;
    const answer = (await editAction(
      editArgs(
        id,
        pastOffer({ startedOn: addDays(businessDay(), 1), signupBonusAmount: "", minSpend: " ", source: "http://offers.example.com/x" }),
      ),
    )) as { init: ResponseInit; data: { pastOffer: { values: Record<string, string>; errors: Record<string, string> } } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.pastOffer.errors).toEqual({
      startedOn: "The offer's start cannot be in the future.",
      signupBonusAmount: "Enter a whole number.",
      minSpend: "Spend requirement is required.",
      source: "Enter a full https:// address.",
    });
    expect(answer.data.pastOffer.values.source).toBe("http://offers.example.com/x");
    expect(await historyOf(sapphire.slug)).toHaveLength(before);
  });

  it("are added in the deal's unit with their source and admin, audited, and the deal itself is unchanged", async () => {
    const id = await dealId(sapphire.slug);
    const deal = await findDealById(id);
    const version = contentVersion();
    const answer = (await editAction(editArgs(id, pastOffer()))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/admin/deals/${id}`);
    expect(contentVersion()).toBeGreaterThan(version);

    const rows = await historyOf(sapphire.slug);
    expect(rows[0]).toMatchObject({
      startedOn: "2024-03-01",
      welcomeBonus: "100,000 points",
      signupBonusAmount: 100_000,
      bonusUnit: "points",
      source: "https://offers.example.com/sapphire-preferred-history",
      recordedBy: owner.id,
    });
    expect(await findDealById(id)).toEqual(deal);
    const [entry] = await db().select().from(adminAuditEntries).where(eq(adminAuditEntries.kind, "deal-offer-added"));
    expect(entry).toMatchObject({
      adminId: owner.id,
      details: { id, startedOn: "2024-03-01", source: "https://offers.example.com/sapphire-preferred-history" },
    });
  });

  it("leave the editor's save, its history row and its audit entry as they were", async () => {
    const id = await dealId(newDeal.slug);
    const current = (await findDealById(id))!;
    const values = dealToFormValues(current);
    const fields = Object.fromEntries(
      Object.entries({ ...values, signupBonusAmount: "90000", welcomeBonus: "90,000 points" }).filter(([key]) => key !== "published"),
    );
    const answer = (await editAction(editArgs(id, { intent: "save", ...fields, published: "on" }))) as Response;
    expect(answer.status).toBe(303);
    expect((await historyOf(newDeal.slug)).at(-1)).toMatchObject({ signupBonusAmount: 90_000, source: "editor", recordedBy: owner.id });
    const saved = await db().select().from(adminAuditEntries).where(eq(adminAuditEntries.kind, "deal-saved"));
    expect(saved.map((entry) => entry.details)).toContainEqual(expect.objectContaining({ id, slug: newDeal.slug }));
  });
});

async function dealPage(slug: string) {
  const request = new Request(`http://localhost:3000/deals/${slug}`);
  const data = await dealLoader({ request, context: routeContext(), params: { id: slug } } as never);
  const page = createElement(DealPage, { loaderData: data } as never);
  const router = createMemoryRouter([{ path: "/deals/:id", element: page }], { initialEntries: [`/deals/${slug}`] });
  return {
    data: data as Extract<typeof data, { offerHistory: unknown }>,
    $: parse(renderToStaticMarkup(createElement(RouterProvider, { router }))),
  };
}

describe("the deal page", () => {
  it("shows no history for a deal with one recorded offer", async () => {
    const { data, $ } = await dealPage("chase-sapphire-reserve-100k");
    expect(data.offerHistory).toBeNull();
    expect($("#offer-history-heading")).toHaveLength(0);
  });

  it("shows the chart, the table, the badge and the score sentence, with the owner's edit at once", async () => {
    const id = await dealId(sapphire.slug);
    // 100K (the past offer), 75K (the content file), 80K (the edit from before history): today's 80K is the median.
    let { data } = await dealPage(sapphire.slug);
    expect(data.offerHistory!.offers.map((offer) => offer.signupBonusAmount)).toEqual([100_000, 75_000, 80_000]);
    expect(data.offerHistory!.badge).toBeNull();

    const current = (await findDealById(id))!;
    await updateDeal(id, { ...sapphire, ...pick(current), signupBonusAmount: 90_000, welcomeBonus: "90,000 points" }, owner.id);
    ({ data } = await dealPage(sapphire.slug));
    expect(data.offerHistory!.badge).toBe("Above its usual offer");

    await updateDeal(id, { ...sapphire, ...pick(current), signupBonusAmount: 120_000, welcomeBonus: "120,000 points" }, owner.id);
    const page = await dealPage(sapphire.slug);
    const { $ } = page;
    expect(page.data.offerHistory!.badge).toBe("Highest offer we have recorded");
    expect($("section[aria-labelledby=offer-history-heading]").text()).toContain("Highest offer we have recorded");
    expect($("section[aria-labelledby=offer-history-heading]").text()).toContain(
      "Today's 120,000 points is the highest of the 5 offers we have recorded for this card.",
    );
    const chart = $('section[aria-labelledby=offer-history-heading] svg[role="img"]');
    expect(chart.attr("aria-label")).toBe(
      "Welcome bonus over time: 5 recorded offers since March 1, 2024, from 75,000 points to 120,000 points. Today's offer is the highest.",
    );
    expect(chart.find("circle")).toHaveLength(5);
    expect($("svg [style], section [style]")).toHaveLength(0);
    const rows = $("section[aria-labelledby=offer-history-heading] tbody tr");
    expect(rows).toHaveLength(5);
    expect(
      rows
        .first()
        .find("td")
        .map((_, cell) => $(cell).text())
        .get(),
    ).toEqual(["March 1, 2024", "100,000 points", "$5,000 in 3 months", "$95", "offers.example.com"]);
    expect(rows.first().find("a").attr("href")).toBe("https://offers.example.com/sapphire-preferred-history");
  });
});

describe("a backup restore", () => {
  it("brings the history back as it was and records nothing of its own", async () => {
    await emptyPgliteFolder();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pw-offer-history-"));
    const file = path.join(folder, "backup.jsonl.gz");
    const target = await emptyDatabase(kindUnderTest);
    try {
      await writeBackup(database, file, keys);
      await restoreBackup(target.database, file, keys);
      const [before, after] = [await contents(database), await contents(target.database)];
      expect(after.tables.deal_offer_history).toEqual(before.tables.deal_offer_history);
      expect(before.tables.deal_offer_history!.length).toBeGreaterThan(content.length);
    } finally {
      await target.dispose();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
