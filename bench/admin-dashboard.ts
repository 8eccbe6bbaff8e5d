/**
 * The admin dashboard's loader against a real history (issue 33 item 4): 100,000 rows of daily
 * page-view counts (400 days x 250 paths), 10,000 subscribers (1,000 of them since unsubscribed),
 * 5,000 concierge requests, 1,000 strategy-session bookings, 400 days of referral clicks for each
 * built-in deal and 2,000 outbox messages, all spread over the last 400 days. Then the loader
 * runs BENCH_RUNS times (200 by default) after 10 warm-ups, and its p50/p95/p99 are printed.
 * `npm run bench:dashboard` (embedded database), or under scripts/with-postgres.sh for PostgreSQL;
 * BENCH_EXPLAIN=1 prints the plan of the daily counts first.
 */
import { sql } from "drizzle-orm";
import { dailyFiguresStatement } from "~/admin/dashboard/figures.server";
import { emptyDatabase, kindUnderTest } from "~/backup/test-databases";
import { setDatabase } from "~/db/database.server";
import {
  conciergeRequests,
  deals,
  insightPageViews,
  newsletterUnsubscribes,
  outbox,
  referralClicks,
  strategyBookings,
  subscribers,
} from "~/db/schema";
import { seedDeals } from "~/deals/seed.server";
import { addDays, businessDay } from "~/lib/calendar-day";
import { loader } from "~/routes/admin/dashboard";

const historyDays = 400;
const runs = Number(process.env.BENCH_RUNS ?? 200);
const now = Date.now();
const today = businessDay(new Date(now));
/** A reproducible spread: the same rows on every run and either database. */
let seed = 33;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const daysAgo = () => Math.floor(random() * historyDays);
const instantInHistory = () => new Date(now - random() * historyDays * 86_400_000);

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

const owned = await emptyDatabase(kindUnderTest);
try {
  const { database } = owned;
  await database.migrate();
  setDatabase(database);
  const { db } = database;
  const seedStarted = performance.now();

  const paths = Array.from({ length: 250 }, (_, index) => (index === 0 ? "/" : `/deals/deal-${index}`));
  const views = Array.from({ length: historyDays }, (_, day) =>
    paths.map((path) => ({ day: addDays(today, -day), path, count: 1 + Math.floor(random() * 40) })),
  ).flat();
  await inBatches(views, (batch) => db.insert(insightPageViews).values(batch));

  const subscriberRows = Array.from({ length: 10_000 }, (_, index) => ({
    email: `reader-${index}@example.com`,
    source: "section" as const,
    consentVersion: "2026-01",
    status: index % 50 === 0 ? ("pending" as const) : ("active" as const),
    createdAt: instantInHistory(),
  }));
  await inBatches(subscriberRows, (batch) => db.insert(subscribers).values(batch));
  // Unsubscribing deletes the row and adds one to the day's count: 1,000 of them, as daily counts.
  const lost = new Map<string, number>();
  for (let index = 0; index < 1000; index++) {
    const day = addDays(today, -daysAgo());
    lost.set(day, (lost.get(day) ?? 0) + 1);
  }
  await db.insert(newsletterUnsubscribes).values([...lost].map(([day, count]) => ({ day, count })));

  const requests = Array.from({ length: 5000 }, (_, index) => ({
    name: `Traveller ${index}`,
    email: `traveller-${index}@example.com`,
    phone: "+1 555 0100",
    travelDates: "March 3 to March 17",
    fromDestination: "New York (JFK)",
    toDestination: "Tokyo (HND)",
    passengers: 2,
    preferredClass: "business",
    maxStops: "1",
    pointsList: "Amex MR 250,000",
    quotedPriceCents: 29_900,
    status: (["new", "quoted", "booked", "closed"] as const)[index % 4],
    submissionKey: `bench-${index}`,
    createdAt: instantInHistory(),
  }));
  await inBatches(requests, (batch) => db.insert(conciergeRequests).values(batch));

  const statuses = ["confirmed", "awaiting_payment", "cancelled", "expired"] as const;
  const bookings = Array.from({ length: 1000 }, (_, index) => ({
    // Distinct slots: the database allows one active booking per start time.
    slotStart: new Date(now - (historyDays - index / 3) * 86_400_000),
    firstName: "Sam",
    lastName: `Booker ${index}`,
    email: `booker-${index}@example.com`,
    phone: "+1 555 0101",
    status: statuses[index % 4]!,
    paymentStatus: index % 4 === 0 ? ("paid" as const) : ("unpaid" as const),
    createdAt: instantInHistory(),
  }));
  await inBatches(bookings, (batch) => db.insert(strategyBookings).values(batch));

  await seedDeals();
  const dealIds = (await db.select({ id: deals.id }).from(deals)).map((deal) => deal.id);
  const clicks = dealIds.flatMap((dealId) =>
    Array.from({ length: historyDays }, (_, day) => ({ dealId, day: addDays(today, -day), count: Math.floor(random() * 30) })),
  );
  await inBatches(clicks, (batch) => db.insert(referralClicks).values(batch));

  const messages = Array.from({ length: 2000 }, (_, index) => ({
    kind: "bench",
    toAddress: `reader-${index}@example.com`,
    fromAddress: "site@example.com",
    subject: "An issue",
    textBody: "News.",
    htmlBody: "<p>News.</p>",
    status: index % 100 === 0 ? ("failed" as const) : index % 250 === 1 ? ("queued" as const) : ("sent" as const),
    createdAt: instantInHistory(),
  }));
  await inBatches(messages, (batch) => db.insert(outbox).values(batch));
  await database.executeSql("analyze");
  if (process.env.BENCH_EXPLAIN) {
    // The plan of the daily counts: each part should be an index or bitmap scan, never a sequential one.
    const plan = await db.execute<{ "QUERY PLAN": string }>(sql`explain ${dailyFiguresStatement(new Date(now))}`);
    console.log(plan.rows.map((row) => row["QUERY PLAN"]).join("\n"));
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const call = () => loader() as Promise<unknown>;
  for (let index = 0; index < 10; index++) await call();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!.toFixed(1);
  const name = kindUnderTest === "postgres" ? "PostgreSQL" : "embedded PGlite";
  console.log(
    `Seeded in ${seedSeconds.toFixed(0)} s: ${views.length} page-view rows (${views.reduce((sum, row) => sum + row.count, 0)} views), ${subscriberRows.length} subscribers, ${requests.length} requests, ${bookings.length} bookings, ${clicks.length} click rows.`,
  );
  console.log(
    `| database | runs | p50 ms | p95 ms | p99 ms | max ms |\n| --- | --- | --- | --- | --- | --- |\n| ${name} | ${runs} | ${at(0.5)} | ${at(0.95)} | ${at(0.99)} | ${at(1)} |`,
  );
} finally {
  setDatabase(undefined);
  await owned.dispose();
}
