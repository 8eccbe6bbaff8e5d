import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { adminAuditEntries, conciergeRequests, outbox, privacyLinks, privacyRequests, rateLimits, strategyBookings } from "~/db/schema";
import { startJobs } from "~/jobs/boss.server";
import { createLogger } from "~/observability/logger.server";
import { openTestDatabase } from "../../tests/integration/test-database";
import { lastRetentionRun, retentionCron, retentionQueue, runRetention, saveRetentionSettings } from "./retention.server";
import { retentionDefaults } from "./retention-settings";

let dispose: () => Promise<void>;
let database: Awaited<ReturnType<typeof openTestDatabase>>["database"];
beforeAll(async () => ({ database, dispose } = await openTestDatabase()));
afterAll(() => dispose());

const now = new Date("2026-11-26T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/** A wallet the visitor attached to each lead (decision 074). */
const attached = {
  members: ["Alex"],
  cards: [],
  balances: [{ member: "Alex", program: "Marriott Bonvoy", amount: 10_000, asOf: "2024-01-02" }],
};

const request = (key: string, status: "new" | "closed", updatedAt: Date, email = `${key}@example.com`) => ({
  name: `Name ${key}`,
  email,
  phone: "+1 555 0100",
  travelDates: "May",
  fromDestination: "A",
  toDestination: "B",
  passengers: 1,
  preferredClass: "economy",
  maxStops: "0",
  pointsList: "none",
  quotedPriceCents: 100,
  status,
  submissionKey: key,
  walletSnapshot: attached,
  createdAt: updatedAt,
  updatedAt,
});

const booking = (key: string, slotStart: Date, paid: boolean) => ({
  slotStart,
  firstName: `First ${key}`,
  lastName: "Last",
  email: `${key}@example.com`,
  phone: "+1 555 0100",
  status: paid ? ("confirmed" as const) : ("cancelled" as const),
  paymentStatus: paid ? ("paid" as const) : ("unpaid" as const),
  stripeSessionId: paid ? `cs_${key}` : null,
  walletSnapshot: attached,
});

const message = (key: string, sentAt: Date | null, status: "sent" | "failed" | "queued") => ({
  kind: "welcome",
  toAddress: `${key}@example.com`,
  fromAddress: "hello@localhost",
  subject: `Subject ${key}`,
  textBody: `Body ${key}`,
  htmlBody: `<p>${key}</p>`,
  status,
  sentAt,
  createdAt: sentAt ?? daysAgo(200),
  updatedAt: sentAt ?? daysAgo(200),
});

async function seed() {
  await db()
    .insert(conciergeRequests)
    .values([
      request("closed-old", "closed", daysAgo(725)),
      request("closed-new", "closed", daysAgo(600)),
      request("open-old", "new", daysAgo(900)),
    ]);
  await db()
    .insert(strategyBookings)
    .values([booking("paid-old", daysAgo(730), true), booking("unpaid-old", daysAgo(731), false), booking("paid-new", daysAgo(30), true)]);
  await db()
    .insert(outbox)
    .values([
      message("sent-old", daysAgo(91), "sent"),
      message("sent-new", daysAgo(80), "sent"),
      message("failed-old", null, "failed"),
      message("queued-old", null, "queued"),
    ]);
  await db()
    .insert(rateLimits)
    .values([
      { key: "form:concierge:email:old@example.com", count: 1, resetAt: daysAgo(2) },
      { key: "form:concierge:ip:10.0.0.1", count: 1, resetAt: daysAgo(-10) },
    ]);
  await db()
    .insert(adminAuditEntries)
    .values([
      {
        kind: "sign-in-failed",
        summary: "Failed sign-in as old@example.com",
        details: { email: "old@example.com" },
        ip: "198.51.100.1",
        at: daysAgo(361),
      },
      {
        kind: "sign-in-failed",
        summary: "Failed sign-in as new@example.com",
        details: { email: "new@example.com" },
        ip: "198.51.100.2",
        at: daysAgo(300),
      },
      { kind: "deal-saved", summary: "Saved deal", ip: "198.51.100.3", adminId: 1, adminEmail: "owner@example.com", at: daysAgo(900) },
    ]);
  await db()
    .insert(privacyLinks)
    .values([
      { tokenHash: "expired", email: "x@example.com", expiresAt: daysAgo(1) },
      { tokenHash: "live", email: "y@example.com", expiresAt: daysAgo(-10) },
    ]);
  await db()
    .insert(privacyRequests)
    .values([
      { email: "open-old@example.com", requestedAt: daysAgo(31) },
      { email: "closed-new@example.com", requestedAt: daysAgo(20) },
    ]);
}

describe("the retention job, with a controlled clock", () => {
  beforeAll(seed);

  it("deletes or anonymises what is past its retention, carries out due erasure requests, and records the counts", async () => {
    const run = await runRetention(now);
    expect(run).toMatchObject({
      day: "2026-11-26",
      touched: {
        outbox: 2,
        concierge_requests: 2,
        strategy_bookings: 2,
        admin_audit_entries: 1,
        rate_limits: 1,
        privacy_links: 1,
        privacy_requests: 1,
        erasure_requests_carried_out: 1,
      },
      total: 10,
    });
    expect(run!.finishedAt).toBeInstanceOf(Date);

    const requests = await db().select().from(conciergeRequests).orderBy(conciergeRequests.id);
    expect(requests.map((row) => row.name)).toEqual(["[erased]", "Name closed-new", "[erased]"]);
    expect(requests[0]).toMatchObject({ email: "", quotedPriceCents: 100, status: "closed", walletSnapshot: null });
    // The attached wallet goes with the rest of the personal data, and stays while the lead does.
    expect(requests[1]!.walletSnapshot).toEqual(attached);

    const bookings = await db().select().from(strategyBookings).orderBy(strategyBookings.id);
    expect(bookings.map((row) => [row.firstName, row.stripeSessionId])).toEqual([
      ["[erased]", "cs_paid-old"],
      ["First paid-new", "cs_paid-new"],
    ]);
    expect(bookings.map((row) => row.walletSnapshot)).toEqual([null, attached]);

    const messages = await db().select().from(outbox).orderBy(outbox.id);
    expect(messages.map((row) => [row.subject, row.toAddress])).toEqual([
      ["[erased]", "[erased]"],
      ["Subject sent-new", "sent-new@example.com"],
      ["[erased]", "[erased]"],
      ["Subject queued-old", "queued-old@example.com"],
    ]);

    expect((await db().select().from(rateLimits)).map((row) => row.key)).toEqual(["form:concierge:ip:10.0.0.1"]);
    const audit = await db().select().from(adminAuditEntries).orderBy(adminAuditEntries.id);
    expect(audit.map((row) => [row.summary, row.ip])).toEqual([
      ["Failed sign-in as new@example.com", "198.51.100.2"],
      ["Saved deal", "198.51.100.3"],
    ]);
    expect((await db().select().from(privacyLinks)).map((row) => row.tokenHash)).toEqual(["live"]);
    const pending = await db().select().from(privacyRequests).orderBy(privacyRequests.id);
    expect(pending.map((row) => [row.status, row.email, row.completedBy])).toEqual([
      ["erased", "", "schedule"],
      ["pending", "closed-new@example.com", null],
    ]);
    expect(await lastRetentionRun()).toMatchObject({ id: run!.id, total: 10 });
  });

  it("runs once a day: a second run the same day does nothing, the next day finds nothing new", async () => {
    expect(await runRetention(new Date(now.getTime() + 60_000))).toBeUndefined();
    const tomorrow = await runRetention(new Date(now.getTime() + 24 * 60 * 60 * 1000));
    expect(tomorrow).toMatchObject({ day: "2026-11-27", total: 0 });
    expect(tomorrow!.touched).toEqual({});
  });

  it("follows the settings: a shorter outbox period, and no automatic erasure at 0", async () => {
    await saveRetentionSettings({ ...retentionDefaults, outboxDays: 30, autoEraseDays: 0 });
    const later = new Date(now.getTime() + 5 * 24 * 60 * 60 * 1000);
    const run = await runRetention(later);
    expect(run!.touched).toEqual({ outbox: 1 });
    const [pending] = await db().select().from(privacyRequests).where(eq(privacyRequests.status, "pending"));
    expect(pending).toMatchObject({ email: "closed-new@example.com" });
  });

  it("is scheduled daily when the job queue starts", async () => {
    const boss = await startJobs(database, createLogger("silent"));
    try {
      expect(await boss.getSchedules()).toContainEqual(expect.objectContaining({ name: retentionQueue, cron: retentionCron }));
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
