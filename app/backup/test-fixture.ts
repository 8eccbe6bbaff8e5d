import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import * as schema from "~/db/schema";

/** Every table the application's schema declares: a new table must get a fixture row below. */
export function schemaTableNames(): string[] {
  const values: unknown[] = Object.values(schema);
  return values
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

/** The key a test backup's integrity check is made with, as APP_SECRET would give it. */
export const backupKeysForTests = { appSecret: "a test app secret of at least thirty-two characters" };

/** Text that trips naive encoders: quotes, backslashes, a newline, a tab, non-Latin and astral characters. */
const awkward = `"quoted" \\ back\\slash\nnew line\ttab, café, 東京, 🛫`;

/**
 * Inserts rows in every application table (ids from the sequences, references between them,
 * nulls, JSON, dates and times with microseconds) and returns the tables it wrote to.
 */
export async function insertEveryTable(db: Db): Promise<string[]> {
  const written = new Set<string>();
  const insert = async <T extends PgTable>(table: T, values: T["$inferInsert"][]) => {
    written.add(getTableName(table));
    return db.insert(table).values(values).returning();
  };
  const [admin] = await insert(schema.admins, [{ email: "owner@example.com", passwordHash: "scrypt$hash" }]);
  await insert(schema.adminSessions, [{ idHash: "a".repeat(64), adminId: admin!.id, userAgent: "Mozilla/5.0 (X11; Linux x86_64)" }]);
  await insert(schema.adminFactors, [
    {
      adminId: admin!.id,
      kind: "totp",
      name: "Phone",
      totpSecret: "v1.iv.tag.ciphertext",
      totpLastStep: 59_000_000,
      verifiedAt: new Date(),
    },
  ]);
  await insert(schema.adminRecoveryCodes, [{ adminId: admin!.id, codeHash: "b".repeat(64) }]);
  await insert(schema.adminSecondSteps, [
    { idHash: "c".repeat(64), adminId: admin!.id, mode: "enrol", expiresAt: new Date("2026-11-24T10:05:00Z") },
  ]);
  await insert(schema.adminAuditEntries, [
    {
      adminId: admin!.id,
      adminEmail: admin!.email,
      kind: "deal-saved",
      summary: awkward,
      details: { slug: "awkward-deal" },
      ip: "203.0.113.9",
    },
    { kind: "sign-in-failed", summary: "Failed sign-in", details: null, ip: null },
  ]);
  await insert(schema.adminLinkTokens, [
    { kind: "reset", secretHash: "b".repeat(64), adminId: admin!.id, expiresAt: new Date("2026-11-24T10:30:00.123Z") },
    {
      kind: "invitation",
      secretHash: "c".repeat(64),
      email: "invited@example.com",
      invitedBy: admin!.email,
      expiresAt: new Date("2026-12-01T10:00:00.456Z"),
      usedAt: new Date("2026-11-25T09:00:00.789Z"),
    },
  ]);
  await insert(schema.rateLimits, [{ key: "login:127.0.0.1", count: 3, resetAt: new Date("2026-11-24T10:00:00.123Z") }]);
  const [deal] = await insert(schema.deals, [
    {
      slug: "awkward-deal",
      title: awkward,
      date: "2026-11-24",
      excerpt: "Excerpt",
      cardName: "Card",
      issuer: "Issuer",
      description: awkward,
      eligibility: null,
      whyILoveIt: "Because",
      referralLink: "https://example.com/apply?a=1&b=2",
      welcomeBonus: "100,000 points",
      annualFee: "$95",
      minSpend: "$4,000",
      transferPartners: "Many",
      dealScore: 0.1 + 0.2,
      signupBonusAmount: 100_000,
      pointsCurrency: "amex-membership-rewards",
    },
  ]);
  await insert(schema.referralClicks, [{ dealId: deal!.id, day: "2026-11-24", count: 7 }]);
  await insert(schema.dealOfferHistory, [
    {
      dealId: deal!.id,
      startedOn: "2026-11-24",
      welcomeBonus: awkward,
      signupBonusAmount: 100_000,
      minSpend: "$4,000",
      annualFee: "$95",
      source: "https://example.com/offers?a=1&b=2",
      recordedBy: admin!.id,
    },
  ]);
  await insert(schema.contentSeeds, [{ kind: "deal", key: "awkward-deal" }]);
  await insert(schema.settings, [
    { key: "nested", value: { list: [1, 2.5, -0, 1e21, null, true], text: awkward, deep: { a: { b: [] } } } },
  ]);
  const [message] = await insert(schema.outbox, [
    {
      kind: "welcome",
      toAddress: "reader@example.com",
      fromAddress: "Pointwise <hello@localhost>",
      subject: awkward,
      textBody: awkward,
      htmlBody: "<p>Hi</p>",
      headers: { "List-Unsubscribe": "<https://example.com/u>" },
      attachments: [{ filename: "a.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" }],
    },
  ]);
  await insert(schema.insightPageViews, [{ day: "2026-11-24", path: "/deals", count: 12 }]);
  await insert(schema.insightReferrers, [{ day: "2026-11-24", host: "news.example.com", count: 2 }]);
  await insert(schema.insightEvents, [{ day: "2026-11-24", event: "deal_view", deal: "awkward-deal", count: 4 }]);
  await insert(schema.flightSearchTally, [{ day: "2026-11-24", route: "JFK-NRT", searches: 9 }]);
  await insert(schema.paidServiceCalls, [{ service: "seats-aero", day: "2026-11-24", calls: 500, refused: 3 }]);
  await insert(schema.conciergeRequests, [
    {
      name: awkward,
      email: "traveller@example.com",
      phone: "+1 555 0100",
      travelDates: "March",
      fromDestination: "New York",
      toDestination: "Tokyo",
      passengers: 2,
      preferredClass: "business",
      maxStops: "1",
      pointsList: "Amex MR 200k",
      quotedPriceCents: 29_900,
      submissionKey: "key-1",
      walletSnapshot: {
        members: [awkward],
        cards: [
          { member: awkward, issuer: "Chase", card: "Sapphire Preferred", kind: "personal", opened: "2025-01", closed: null, bonus: null },
        ],
        balances: [{ member: awkward, program: "Chase Ultimate Rewards", amount: 200_000, asOf: "2026-11-01" }],
      },
    },
  ]);
  await insert(schema.transferBonuses, [
    { id: "amex-30-to-ana", from: "Amex", details: awkward, partner: "ANA", percent: 30, startDate: "2026-11-01", endDate: "2026-12-31" },
  ]);
  await insert(schema.transferBonusRuns, [
    { trigger: "manual", stage: "complete", mode: "direct", finishedAt: new Date(), found: 1, results: [{ from: "Amex", percent: 30 }] },
  ]);
  await insert(schema.pointsCurrencies, [
    { id: "amex-membership-rewards", name: awkward, issuer: "American Express", aliases: ["Amex", awkward] },
  ]);
  await insert(schema.pointsPrograms, [
    { id: "aeroplan", name: "Air Canada Aeroplan", kind: "airline", carriers: ["AC"], alliance: "star-alliance", aliases: [] },
    { id: "hyatt", name: "World of Hyatt", kind: "hotel", alliance: null, source: null, note: awkward },
  ]);
  await insert(schema.transferPartners, [
    {
      currencyId: "amex-membership-rewards",
      programId: "aeroplan",
      name: awkward,
      kind: "airline",
      ratioFrom: 1000,
      ratioTo: 800,
      transferTime: null,
      minimum: 1000,
      increment: null,
      source: "https://example.com/partners?a=1&b=2",
      sourceKind: "secondary",
      checkedOn: "2026-11-24",
      verified: false,
    },
  ]);
  await insert(schema.pointValues, [{ subject: "currency", subjectId: "amex-membership-rewards", cents: 1.75, reviewedOn: "2026-11-24" }]);
  await insert(schema.issuerRules, [
    {
      id: "chase-5-24",
      issuer: "chase",
      name: "Chase 5/24",
      summary: awkward,
      note: null,
      definition: {
        type: "count",
        window: { months: 24 },
        limit: 5,
        appliesTo: { issuer: "chase" },
        counts: { issuer: "any", authorizedUserCards: true },
      },
      sourceUrl: "https://example.com/rules?a=1&b=2",
      confidence: "readers",
      checkedOn: "2026-11-24",
      position: 0,
    },
  ]);
  const [subscriber] = await insert(schema.subscribers, [{ email: "reader@example.com", source: "popup", consentVersion: "2026-01" }]);
  const [issue] = await insert(schema.newsletterIssues, [{ subject: "Issue", body: awkward, status: "sent", sentAt: new Date() }]);
  await insert(schema.newsletterSends, [{ issueId: issue!.id, subscriberId: subscriber!.id, outboxId: message!.id, queuedAt: new Date() }]);
  await insert(schema.newsletterUnsubscribes, [{ day: "2026-11-24", count: 3 }]);
  await insert(schema.alertChoices, [{ subscriberId: subscriber!.id, kind: "program", refId: "aeroplan" }]);
  await insert(schema.bonusAlertChecks, [
    { bonusId: "amex-30-to-ana", startDate: "2026-11-01", endDate: "2026-12-31", currencyId: "amex-membership-rewards", recipients: 1 },
  ]);
  await insert(schema.bonusAlerts, [
    { bonusId: "amex-30-to-ana", startDate: "2026-11-01", subscriberId: subscriber!.id, outboxId: message!.id, queuedAt: new Date() },
  ]);
  await insert(schema.strategyBookings, [
    {
      slotStart: new Date("2026-12-01T15:00:00Z"),
      firstName: "Ana",
      lastName: "Lopez",
      email: "ana@example.com",
      phone: "+1 555 0101",
      status: "confirmed",
      paymentStatus: "paid",
      stripeSessionId: "cs_test_1",
      walletSnapshot: { members: ["Ana"], cards: [], balances: [{ member: "Ana", program: "Amex", amount: 5, asOf: "2026-11-01" }] },
    },
  ]);
  await insert(schema.strategyBlocks, [{ date: "2026-12-25", slotStart: null }]);
  await insert(schema.stripeEvents, [{ id: "evt_1", type: "checkout.session.completed" }]);
  await insert(schema.privacySuppressions, [{ hash: "k".repeat(43) }]);
  await insert(schema.privacyLinks, [
    { tokenHash: "t".repeat(43), email: "reader@example.com", expiresAt: new Date("2026-11-25T10:00:00Z") },
  ]);
  await insert(schema.privacyRequests, [{ email: "reader@example.com" }]);
  await insert(schema.privacyRetentionRuns, [{ day: "2026-11-24", finishedAt: new Date(), touched: { outbox: 2 }, total: 2 }]);
  const [account] = await insert(schema.visitorAccounts, [{ email: "reader@example.com", retentionWarnedAt: new Date() }]);
  await insert(schema.visitorSessions, [{ idHash: "v".repeat(64), accountId: account!.id, userAgent: awkward }]);
  await insert(schema.visitorSignInCodes, [
    { email: "reader@example.com", codeHash: "c".repeat(43), expiresAt: new Date("2026-11-25T10:10:00Z"), attempts: 2 },
  ]);
  await insert(schema.visitorPasskeys, [
    {
      accountId: account!.id,
      name: awkward,
      credentialId: "p".repeat(43),
      publicKey: "k".repeat(103),
      signCount: 7,
      transports: ["usb", "hybrid"],
    },
  ]);
  const [member] = await insert(schema.walletMembers, [{ accountId: account!.id, name: awkward, position: 0 }]);
  const owned = { accountId: account!.id, memberId: member!.id };
  await insert(schema.walletCards, [
    { ...owned, productId: null, name: awkward, issuer: "other", kind: "business", openedMonth: "2024-03", closedMonth: "2026-10" },
  ]);
  const [balance] = await insert(schema.walletBalances, [
    { ...owned, programId: "marriott", amount: 1_000_000_000, asOf: "2026-11-01", expiresOverride: "2027-02-28" },
  ]);
  await insert(schema.walletPlans, [
    {
      ...owned,
      plan: {
        member: awkward,
        savedOn: "2026-11-28",
        monthlySpend: null,
        steps: [{ card: awkward, month: "2026-12", spend: 4000, spendBy: null, bonusReachable: true }],
        notPossible: [],
        why: ["There is one order for one card."],
      },
    },
  ]);
  await insert(schema.balanceReminders, [
    { accountId: account!.id, balanceId: balance!.id, expiresOn: "2027-02-28", daysBefore: 60, outboxId: message!.id },
  ]);
  const [offerWatch] = await insert(schema.offerWatches, [
    { dealId: deal!.id, email: "reader@example.com", accountId: account!.id, threshold: 125_000, confirmedAt: new Date() },
  ]);
  const [history] = await db.select().from(schema.dealOfferHistory).limit(1);
  await insert(schema.offerAlerts, [{ watchId: offerWatch!.id, historyId: history!.id, outboxId: message!.id, queuedAt: new Date() }]);
  const [awardWatch] = await insert(schema.awardWatches, [
    {
      accountId: account!.id,
      origin: "JFK,EWR",
      destination: "NRT,HND",
      cabin: "business",
      startDate: "2027-03-01",
      endDate: "2027-04-29",
      maxMiles: 90_000,
      onlyReachable: true,
    },
  ]);
  await insert(schema.awardWatchSeats, [
    {
      watchId: awardWatch!.id,
      seatKey: awkward,
      program: "aeroplan",
      flightDate: "2027-03-14",
      miles: 87_500,
      taxes: "USD 5.60",
      seenAt: new Date(),
    },
  ]);
  // JavaScript dates stop at milliseconds; the database keeps microseconds, and so must a backup.
  await db
    .update(schema.subscribers)
    .set({ createdAt: sql`'2026-11-24 10:11:12.345678+00'` })
    .where(eq(schema.subscribers.id, subscriber!.id));
  return [...written].sort();
}
