import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FiguresSection } from "~/admin/dashboard/figures-section";
import { dashboardFigures, oldestUnsent } from "~/admin/dashboard/figures.server";
import { nextScheduledJobs } from "~/admin/dashboard/schedules.server";
import { strategySessionPriceCents } from "~/config/business";
import { db } from "~/db/database.server";
import { conciergeRequests, deals, insightPageViews, outbox, referralClicks, strategyBookings, subscribers } from "~/db/schema";
import { seedDeals } from "~/deals/seed.server";
import { unsubscribe } from "~/newsletter/subscribers.server";
import { openTestDatabase } from "./test-database";

/*
 * Issue 33 item 2: the dashboard's figures against seeded rows, on either database. "Now" is
 * 11:00 in New York on 2026-03-10, two days after clocks went forward: the last 7 days are March
 * 4 to 10 (March 4 starts at 05:00 UTC, still EST; March 10 ends at 04:00 UTC, EDT), the 7 before
 * February 25 to March 3; the last 30 days start on February 9, the 30 before on January 10.
 */
const now = new Date("2026-03-10T15:00:00Z");
let dispose: () => Promise<void>;

function request(index: number, createdAt: string) {
  return {
    name: `Traveller ${index}`,
    email: `traveller-${index}@example.com`,
    phone: "+1 555 0100",
    travelDates: "March",
    fromDestination: "JFK",
    toDestination: "HND",
    passengers: 1,
    preferredClass: "business",
    maxStops: "1",
    pointsList: "Amex MR 100,000",
    quotedPriceCents: 29_900,
    submissionKey: `dashboard-${index}`,
    createdAt: new Date(createdAt),
  };
}

function booking(index: number, status: "held" | "awaiting_payment" | "confirmed" | "expired", paid: boolean, createdAt: string) {
  return {
    slotStart: new Date(Date.UTC(2026, 3, 1 + index, 14)),
    firstName: "Sam",
    lastName: `Booker ${index}`,
    email: `booker-${index}@example.com`,
    phone: "+1 555 0101",
    status,
    paymentStatus: paid ? ("paid" as const) : ("unpaid" as const),
    createdAt: new Date(createdAt),
  };
}

beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  await db()
    .insert(conciergeRequests)
    .values([
      request(1, "2026-03-04T05:00:00Z"), // March 4, 00:00 EST: the first instant of the last 7 days
      request(2, "2026-03-04T04:59:59Z"), // March 3, 23:59:59 EST: the 7 days before
      request(3, "2026-03-11T03:59:59Z"), // March 10, 23:59:59 EDT: today
      request(4, "2026-03-11T04:00:00Z"), // March 11 in New York: not yet
      request(5, "2026-02-25T05:00:00Z"), // February 25, 00:00 EST: the first day of the 7 before
      request(6, "2026-02-25T04:59:59Z"), // February 24: only in the last 30 days
      request(7, "2026-01-10T05:00:00Z"), // January 10: the first day of the 30 before
      request(8, "2026-01-10T04:59:59Z"), // January 9: in no period
    ]);
  await db()
    .insert(strategyBookings)
    .values([
      booking(1, "confirmed", true, "2026-03-05T12:00:00Z"),
      booking(2, "awaiting_payment", false, "2026-03-06T12:00:00Z"),
      booking(3, "held", false, "2026-03-06T13:00:00Z"), // at checkout: not booked yet
      booking(4, "expired", false, "2026-03-06T14:00:00Z"), // checkout never finished
      booking(5, "confirmed", true, "2026-02-26T12:00:00Z"),
    ]);
  const [kept, leaving] = await db()
    .insert(subscribers)
    .values([
      { email: "kept@example.com", source: "section", consentVersion: "2026-01", createdAt: new Date("2026-03-05T12:00:00Z") },
      { email: "leaving@example.com", source: "popup", consentVersion: "2026-01", createdAt: new Date("2026-02-01T12:00:00Z") },
      {
        email: "waiting@example.com",
        source: "section",
        consentVersion: "2026-01",
        status: "pending",
        createdAt: new Date("2026-03-05T12:00:00Z"),
      },
    ])
    .returning({ id: subscribers.id });
  expect(kept).toBeDefined();
  // 23:30 in New York on March 8 is March 9 in UTC: the count belongs to March 8.
  await unsubscribe(leaving!.id, new Date("2026-03-09T03:30:00Z"));

  await seedDeals();
  const dealRows = await db().select({ id: deals.id, title: deals.title }).from(deals).orderBy(deals.id);
  expect(dealRows.length).toBeGreaterThanOrEqual(6);
  await db()
    .insert(referralClicks)
    .values([
      ...dealRows.slice(0, 6).map((deal, index) => ({ dealId: deal.id, day: "2026-03-10", count: 10 - index })),
      { dealId: dealRows[0]!.id, day: "2026-03-03", count: 4 },
      { dealId: dealRows[6]!.id, day: "2026-02-20", count: 50 },
    ]);
  await db()
    .insert(insightPageViews)
    .values([
      { day: "2026-03-10", path: "/", count: 100 },
      { day: "2026-03-10", path: "/deals", count: 20 },
      { day: "2026-03-04", path: "/", count: 5 },
      { day: "2026-03-03", path: "/", count: 60 },
    ]);
  await db()
    .insert(outbox)
    .values(
      ["2026-03-10T13:00:00Z", "2026-03-10T14:30:00Z"].map((createdAt) => ({
        kind: "bench",
        toAddress: "owner@example.com",
        fromAddress: "site@example.com",
        subject: "Waiting",
        textBody: "Hello",
        htmlBody: "<p>Hello</p>",
        createdAt: new Date(createdAt),
      })),
    );
});
afterAll(() => dispose());

async function figuresByKey() {
  const figures = await dashboardFigures(now);
  return { figures, card: (key: string) => figures.cards.find((card) => card.key === key)! };
}

describe("the dashboard's figures", () => {
  it("counts requests by New York day, at each period's edges", async () => {
    const { card } = await figuresByKey();
    expect(card("requests").periods).toEqual([
      { length: 7, current: 2, previous: 2, change: "no change" },
      { length: 30, current: 5, previous: 1, change: "up 400%" },
    ]);
    expect(card("requests").series.find((day) => day.day === "2026-03-10")!.count).toBe(1);
  });

  it("counts bookings made, and the paid ones with their amount", async () => {
    const { card } = await figuresByKey();
    expect(card("booked").periods[0]).toMatchObject({ current: 2, previous: 1 });
    expect(card("paid").periods[0]).toMatchObject({
      current: 1,
      previous: 1,
      amountCents: { current: strategySessionPriceCents, previous: strategySessionPriceCents },
    });
  });

  it("counts subscribers gained, and an unsubscribe on its New York day", async () => {
    const { card } = await figuresByKey();
    expect(card("gained").periods[0]).toMatchObject({ current: 1, previous: 0 });
    expect(card("lost").periods[0]).toMatchObject({ current: 1, previous: 0 });
    expect(card("lost").series.find((day) => day.day === "2026-03-08")!.count).toBe(1);
  });

  it("sums referral clicks and page views over every deal and path", async () => {
    const { card } = await figuresByKey();
    expect(card("clicks").periods[0]).toMatchObject({ current: 10 + 9 + 8 + 7 + 6 + 5, previous: 4 });
    expect(card("clicks").periods[1]).toMatchObject({ current: 45 + 4 + 50 });
    expect(card("views").periods[0]).toMatchObject({ current: 125, previous: 60 });
  });

  it("ranks the top five deals by clicks in each period", async () => {
    const { figures } = await figuresByKey();
    const [lastWeek, lastMonth] = figures.topDeals;
    expect(lastWeek!.rows.map((row) => row.current)).toEqual([10, 9, 8, 7, 6]);
    expect(lastWeek!.rows[0]).toMatchObject({ previous: 4, change: "up 150%" });
    expect(lastMonth!.rows[0]!.current).toBe(50);
    expect(lastMonth!.rows).toHaveLength(5);
  });

  it("finds the oldest unsent email, and no schedules before the job queue has started", async () => {
    expect(await oldestUnsent()).toEqual(new Date("2026-03-10T13:00:00Z"));
    expect(await nextScheduledJobs(5, now)).toEqual([]);
  });

  it("draws each figure's chart with its table and links every figure to its list", async () => {
    const { figures } = await figuresByKey();
    const router = createMemoryRouter([{ path: "/admin", element: createElement(FiguresSection, figures) }], {
      initialEntries: ["/admin"],
    });
    const html = renderToStaticMarkup(createElement(RouterProvider, { router }));
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(7);
    expect(html).toContain(
      'aria-label="Page views per day, February 9, 2026 to March 10, 2026: 185 in all, the most on March 10, 2026 (120)."',
    );
    expect(html.match(/<div class="sr-only"><table>/g)).toHaveLength(7);
    for (const href of ["/admin/requests", "/admin/bookings", "/admin/subscribers", "/admin/insights"])
      expect(html).toContain(`href="${href}"`);
    expect(html).toMatch(/href="\/admin\/deals\/\d+"/);
  });
});
