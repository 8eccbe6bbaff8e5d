import { recordAudit } from "~/admin/audit/audit.server";
import { maskEmail } from "~/email/mask";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import {
  visitorAccounts,
  visitorPasskeys,
  visitorSessions,
  visitorSignInCodes,
  walletBalances,
  walletCards,
  walletPlans,
  awardWatchSeats,
  awardWatches,
  balanceReminders,
  dealOfferHistory,
  deals,
  offerAlerts,
  offerWatches,
  walletMembers,
  adminAuditEntries,
  conciergeRequests,
  newsletterIssues,
  newsletterSends,
  outbox,
  privacyLinks,
  alertChoices,
  bonusAlerts,
  transferBonuses,
  adminLinkTokens,
  privacyRequests,
  privacySuppressions,
  rateLimits,
  strategyBookings,
  subscribers,
} from "~/db/schema";
import { consentVersion } from "~/newsletter/consent";
import { insertSubscriber, insertSubscriberByOwner } from "~/newsletter/subscribers.server";
import { subscribe } from "~/newsletter/subscribe.server";
import { erasePerson, exportDocument, findPerson } from "~/privacy/personal-data.server";
import { personalDataMap } from "~/privacy/data-map.server";
import { mentionNote } from "~/privacy/export-record";
import { confirmSubscription } from "~/newsletter/subscription.server";
import { formStamp } from "~/security/form-guard.server";
import { formGuardFieldNames } from "~/security/form-guard";
import { isSuppressed, suppressedAddressMessage, suppressionHash } from "~/security/suppression.server";
import { openTestDatabase } from "./test-database";

let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());

const address = "Zelda.Quixote@Example.com";
const lower = address.toLowerCase();
const surname = "Quixote";
/** The wallet Zelda attached to her request and her paid booking (decision 074). */
const attachedWallet = {
  members: [`Zelda ${surname}`],
  cards: [
    {
      member: `Zelda ${surname}`,
      issuer: "Chase",
      card: "Sapphire Preferred",
      kind: "personal",
      opened: "2025-01",
      closed: null,
      bonus: "2025-04",
    },
  ],
  balances: [{ member: `Zelda ${surname}`, program: "Chase Ultimate Rewards", amount: 120_000, asOf: "2026-11-01" }],
};

/** Puts the person into every table of the personal-data map, the way the site writes them. */
async function seedPerson() {
  const [other] = await db()
    .insert(conciergeRequests)
    .values([
      {
        name: "Zelda Quixote",
        email: ` ${address} `,
        phone: "+1 555 0199",
        travelDates: "May",
        fromDestination: "Lisbon",
        toDestination: "Osaka",
        passengers: 1,
        preferredClass: "business",
        maxStops: "1",
        pointsList: "Amex MR 120k",
        quotedPriceCents: 29_900,
        status: "closed",
        privateNotes: "Prefers aisle seats, call Zelda first",
        submissionKey: "zelda-1",
        walletSnapshot: attachedWallet,
      },
      {
        name: "Otto Other",
        email: "otto@example.com",
        phone: "+1 555 0100",
        travelDates: "June",
        fromDestination: "Paris",
        toDestination: "Rome",
        passengers: 2,
        preferredClass: "economy",
        maxStops: "0",
        pointsList: `Travelling with my friend, her email is ${address}`,
        quotedPriceCents: 19_900,
        submissionKey: "otto-1",
      },
    ])
    .returning();
  await db()
    .insert(strategyBookings)
    .values([
      {
        slotStart: new Date("2026-12-01T15:00:00Z"),
        firstName: "Zelda",
        lastName: surname,
        email: lower,
        phone: "+1 555 0199",
        status: "confirmed",
        paymentStatus: "paid",
        stripeSessionId: "cs_zelda_paid",
        walletSnapshot: attachedWallet,
      },
      {
        slotStart: new Date("2026-12-02T15:00:00Z"),
        firstName: "Zelda",
        lastName: surname,
        email: lower,
        phone: "+1 555 0199",
        status: "awaiting_payment",
      },
    ]);
  const subscriber = await db().transaction((tx) =>
    insertSubscriber(tx, { email: lower, source: "popup", consentVersion, status: "active", now: new Date() }),
  );
  const [issue] = await db().insert(newsletterIssues).values({ subject: "November", body: "Deals", status: "sent" }).returning();
  const [welcome, notification, queued] = await db()
    .insert(outbox)
    .values([
      {
        kind: "welcome",
        toAddress: lower,
        fromAddress: "hello@localhost",
        subject: "Welcome",
        textBody: "Hi zelda.quixote,",
        htmlBody: "<p>Hi</p>",
        status: "sent",
        sentAt: new Date(),
      },
      {
        kind: "owner-notification",
        toAddress: "owner@example.com",
        fromAddress: "hello@localhost",
        subject: "New concierge request from Zelda Quixote",
        textBody: `Name: Zelda Quixote\nEmail: ${lower}\nPhone: +1 555 0199`,
        htmlBody: `<p>Zelda Quixote &lt;${lower}&gt;</p>`,
        attachments: [{ filename: "session.ics", contentType: "text/calendar", content: `ATTENDEE:mailto:${lower}` }],
      },
      {
        kind: "booking-reminder",
        toAddress: lower,
        fromAddress: "hello@localhost",
        subject: "Tomorrow, Zelda",
        textBody: "See you",
        htmlBody: "",
        status: "queued",
      },
    ])
    .returning();
  await db()
    .insert(newsletterSends)
    .values({ issueId: issue!.id, subscriberId: subscriber!.id, outboxId: welcome!.id, queuedAt: new Date() });
  await db().insert(alertChoices).values({ subscriberId: subscriber!.id, kind: "program", refId: "aeroplan" });
  const bonus = {
    id: "privacy-test-bonus",
    from: "Amex",
    details: "30% bonus to Aeroplan",
    startDate: "2026-11-01",
    endDate: "2026-12-31",
  };
  await db().insert(transferBonuses).values(bonus).onConflictDoNothing();
  await db()
    .insert(bonusAlerts)
    .values({ bonusId: bonus.id, startDate: bonus.startDate, subscriberId: subscriber!.id, outboxId: welcome!.id });
  // Through the log's only writer, which masks addresses and keeps their keyed digest.
  await recordAudit({ kind: "sign-in-failed", summary: `Failed sign-in as ${lower}`, details: { email: lower }, ip: "198.51.100.7" });
  await recordAudit({ kind: "deal-saved", summary: "Saved deal", admin: { id: 1, email: "owner@example.com" }, ip: "203.0.113.1" });
  await db()
    .insert(rateLimits)
    .values({ key: `form:concierge:email:${lower}`, count: 1, resetAt: new Date(Date.now() + 60_000) });
  await db()
    .insert(privacyLinks)
    .values({ tokenHash: "h".repeat(43), email: lower, expiresAt: new Date(Date.now() + 3_600_000) });
  await db().insert(privacyRequests).values({ email: lower });
  await db()
    .insert(adminLinkTokens)
    .values({
      kind: "invitation",
      secretHash: "i".repeat(64),
      email: lower,
      invitedBy: "owner@example.com",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  const [account] = await db().insert(visitorAccounts).values({ email: lower }).returning();
  await db()
    .insert(visitorSessions)
    .values({ idHash: "s".repeat(64), accountId: account!.id, userAgent: "Mozilla/5.0 Firefox/133.0" });
  await db()
    .insert(visitorPasskeys)
    .values({
      accountId: account!.id,
      name: "Zelda's phone",
      credentialId: "z".repeat(43),
      publicKey: "k".repeat(103),
      transports: ["internal"],
    });
  const [member] = await db().insert(walletMembers).values({ accountId: account!.id, name: "Zelda", position: 0 }).returning();
  const owned = { accountId: account!.id, memberId: member!.id };
  await db()
    .insert(walletCards)
    .values({ ...owned, productId: "chase-sapphire-preferred", issuer: "chase", kind: "personal", openedMonth: "2024-03" });
  const [balance] = await db()
    .insert(walletBalances)
    .values({ ...owned, programId: "marriott", amount: 80_000, asOf: "2026-11-01" })
    .returning();
  await seedAlerts(account!.id, balance!.id);
  await db()
    .insert(walletPlans)
    .values({
      ...owned,
      plan: { member: "Zelda", savedOn: "2026-11-28", monthlySpend: 3000, steps: [], notPossible: [], why: [] },
    });
  await db()
    .insert(visitorSignInCodes)
    .values({ email: lower, codeHash: "c".repeat(43), expiresAt: new Date(Date.now() + 600_000) });
  return { otherRequestId: other!.id + 1, notificationId: notification!.id, queuedId: queued!.id };
}

/** One of each reader alert (issue 32): a card-offer watch and its alert, a balance reminder, an award watch and a seat. */
async function seedAlerts(accountId: number, balanceId: number) {
  const [deal] = await db()
    .insert(deals)
    .values({
      slug: "zelda-card",
      title: "Zelda Card",
      date: "2026-11-01",
      excerpt: "A card",
      cardName: "Zelda Card",
      issuer: "Chase",
      description: "A card",
      whyILoveIt: "Because",
      referralLink: "https://example.com/apply",
      welcomeBonus: "60,000 points",
      annualFee: "$95",
      minSpend: "$4,000",
      transferPartners: "Many",
      signupBonusAmount: 60_000,
    })
    .returning();
  const [change] = await db()
    .insert(dealOfferHistory)
    .values({
      dealId: deal!.id,
      startedOn: "2026-11-20",
      welcomeBonus: "90,000 points",
      minSpend: "$4,000",
      annualFee: "$95",
      source: "editor",
    })
    .returning();
  const [watch] = await db()
    .insert(offerWatches)
    .values({ dealId: deal!.id, email: lower, threshold: 80_000, confirmedAt: new Date() })
    .returning();
  await db().insert(offerAlerts).values({ watchId: watch!.id, historyId: change!.id });
  await db().insert(balanceReminders).values({ accountId, balanceId, expiresOn: "2028-11-01", daysBefore: 60 });
  const [award] = await db()
    .insert(awardWatches)
    .values({
      accountId,
      origin: "LIS",
      destination: "KIX",
      cabin: "business",
      startDate: "2027-05-01",
      endDate: "2027-05-20",
      maxMiles: 90_000,
    })
    .returning();
  await db()
    .insert(awardWatchSeats)
    .values({ watchId: award!.id, seatKey: "seat-1", program: "aeroplan", flightDate: "2027-05-03", miles: 87_500 });
}

/** Every text and JSON column of every table in the schema, and the rows where `needle` appears. */
async function scanEveryTextColumn(needle: string): Promise<string[]> {
  const columns = await db().execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        and table_name <> '__drizzle_migrations'`,
  );
  const hits: string[] = [];
  const rows = "rows" in columns ? columns.rows : (columns as unknown as { table_name: string; column_name: string }[]);
  expect(rows.length).toBeGreaterThan(40);
  for (const { table_name, column_name } of rows) {
    const result = await db().execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from "${table_name}" where strpos(lower("${column_name}"::text), '${needle.toLowerCase()}') > 0`),
    );
    const n = ("rows" in result ? result.rows : (result as unknown as { n: number }[]))[0]!.n;
    if (n > 0) hits.push(`${table_name}.${column_name}: ${n}`);
  }
  return hits;
}

describe("find, export and erase a person across every table", () => {
  let seeded: Awaited<ReturnType<typeof seedPerson>>;
  beforeAll(async () => {
    seeded = await seedPerson();
  });

  it("finds the person in every table of the map, by the normalised address and inside free text", async () => {
    const found = await findPerson("  ZELDA.quixote@example.COM ");
    const counts = Object.fromEntries(found.parts.map((part) => [part.entry.name, part.rows.length]));
    expect(counts).toEqual({
      concierge_requests: 2,
      strategy_bookings: 2,
      newsletter_sends: 1,
      alert_choices: 1,
      bonus_alerts: 1,
      subscribers: 1,
      outbox: 3,
      admin_audit_entries: 1,
      rate_limits: 1,
      privacy_links: 1,
      admin_link_tokens: 1,
      wallet_balances: 1,
      wallet_cards: 1,
      wallet_members: 1,
      wallet_plans: 1,
      offer_alerts: 1,
      offer_watches: 1,
      balance_reminders: 1,
      award_watch_seats: 1,
      award_watches: 1,
      visitor_passkeys: 1,
      visitor_sessions: 1,
      visitor_accounts: 1,
      visitor_sign_in_codes: 1,
      privacy_requests: 1,
    });
    expect(Object.keys(counts).sort()).toEqual(personalDataMap.map((entry) => entry.name).sort());
    // Exact, not a prefix or pattern: a similar address finds nothing.
    expect((await findPerson("elda.quixote@example.com")).total).toBe(0);
    expect((await findPerson("zelda.quixote@example.co")).total).toBe(0);
  });

  it("exports every row found as JSON with a header explaining each part", async () => {
    const document = JSON.parse(JSON.stringify(exportDocument(await findPerson(address))));
    expect(document.README.title).toContain(lower);
    expect(Object.keys(document.README.parts).sort()).toEqual(personalDataMap.map((entry) => entry.name).sort());
    expect(document.concierge_requests[0]).toMatchObject({
      name: "Zelda Quixote",
      phone: "+1 555 0199",
      pointsList: "Amex MR 120k",
      walletSnapshot: attachedWallet,
    });
    // Otto's request only mentions her: his name, address and trip are not hers to receive.
    expect(document.concierge_requests[1]).toEqual({
      record: String(seeded.otherRequestId),
      note: mentionNote,
      fields: ["pointsList"],
      written: [address.trim()],
    });
    expect(JSON.stringify(document)).not.toMatch(/Otto|otto@example\.com|198\.51\.100\.7/);
    expect(document.subscribers[0]).toMatchObject({ email: lower, source: "popup" });
    expect(document.outbox.map((message: { kind?: string }) => message.kind)).toEqual(["welcome", undefined, "booking-reminder"]);
    // The owner's notification is the owner's email: only where the address appears in it.
    expect(document.outbox[1]).toEqual({
      record: String(seeded.notificationId),
      note: mentionNote,
      fields: ["textBody", "htmlBody", "attachments"],
      written: [lower],
    });
    expect(document.strategy_bookings[0]).toMatchObject({
      lastName: surname,
      stripeSessionId: "cs_zelda_paid",
      walletSnapshot: attachedWallet,
    });
    expect(document.privacy_links[0]).toMatchObject({ email: lower });
    expect(document.privacy_links[0]).not.toHaveProperty("tokenHash");
  });

  it("erases in one go: nothing of the person is left in any text column of any table", async () => {
    expect((await scanEveryTextColumn(lower)).length).toBeGreaterThan(5);
    const result = await erasePerson(address, "owner");
    expect(result.touched).toMatchObject({ concierge_requests: 2, strategy_bookings: 2, subscribers: 1, outbox: 3 });

    expect(await scanEveryTextColumn(lower)).toEqual([]);
    expect(await scanEveryTextColumn(surname)).toEqual([]);
    expect(await scanEveryTextColumn("555 0199")).toEqual([]);
    // Only the audit entry still matches, by its keyed digest: the append-only log keeps it, masked.
    const left = (await findPerson(address)).parts.filter((part) => part.rows.length > 0);
    expect(left.map((part) => [part.entry.name, part.rows.length])).toEqual([["admin_audit_entries", 1]]);
  });

  it("keeps what accounting needs and leaves other people's data alone", async () => {
    const [paid] = await db().select().from(strategyBookings);
    expect(paid).toMatchObject({
      stripeSessionId: "cs_zelda_paid",
      paymentStatus: "paid",
      status: "confirmed",
      firstName: "[erased]",
      email: "",
      walletSnapshot: null,
    });
    expect(await db().select().from(strategyBookings)).toHaveLength(1);

    const requests = await db().select().from(conciergeRequests).orderBy(conciergeRequests.id);
    expect(requests[0]).toMatchObject({
      name: "[erased]",
      email: "",
      phone: "",
      quotedPriceCents: 29_900,
      status: "closed",
      privateNotes: "",
      walletSnapshot: null,
    });
    expect(requests[1]).toMatchObject({ id: seeded.otherRequestId, name: "Otto Other", email: "otto@example.com" });
    expect(requests[1]!.pointsList).toBe("Travelling with my friend, her email is [erased address]");

    const [notification] = await db().select().from(outbox).where(eq(outbox.id, seeded.notificationId));
    expect(notification).toMatchObject({ toAddress: "owner@example.com", subject: "[erased]", textBody: "", attachments: [] });
    const [stopped] = await db().select().from(outbox).where(eq(outbox.id, seeded.queuedId));
    expect(stopped).toMatchObject({ status: "failed", toAddress: "[erased]" });

    expect(await db().select().from(subscribers)).toEqual([]);
    expect(await db().select().from(newsletterSends)).toEqual([]);
    const audit = await db().select().from(adminAuditEntries).orderBy(adminAuditEntries.id);
    // Append-only: the entry was never rewritten, and never held the address whole.
    expect(audit[0]).toMatchObject({ summary: `Failed sign-in as ${maskEmail(lower)}`, details: { email: maskEmail(lower) } });
    expect(audit[1]).toMatchObject({ summary: "Saved deal", ip: "203.0.113.1" });
    const [request] = await db().select().from(privacyRequests);
    expect(request).toMatchObject({ status: "erased", email: "", completedBy: "owner" });
  });

  it("keeps the address only as a keyed hash in the suppression list", async () => {
    const rows = await db().select().from(privacySuppressions);
    expect(rows).toEqual([{ hash: suppressionHash(lower), createdAt: expect.any(Date) }]);
    expect(rows[0]!.hash).not.toContain("zelda");
    expect(suppressionHash(" ZELDA.Quixote@example.com ")).toBe(rows[0]!.hash);
    expect(await isSuppressed(db(), address)).toBe(true);
  });
});

describe("the suppression list", () => {
  it("refuses an addition by the owner, with a message", async () => {
    const outcome = await db().transaction((tx) => insertSubscriberByOwner(tx, { email: lower, source: "section", consentVersion }));
    expect(outcome).toEqual({ ok: false, message: suppressedAddressMessage });
    expect(await db().select().from(subscribers)).toEqual([]);
  });

  it("lets the person subscribe again themselves: their confirmation removes the hash", async () => {
    const form = new FormData();
    form.set(formGuardFieldNames.stamp, formStamp(new Date(Date.now() - 5_000)));
    form.set(formGuardFieldNames.honeypot, "");
    form.set("email", address);
    form.set("source", "section");
    const outcome = await subscribe(form, "10.0.0.9");
    expect(outcome).toMatchObject({ ok: true, pending: true });
    expect(await isSuppressed(db(), lower)).toBe(true);
    const [pending] = await db().select().from(subscribers);
    expect(pending).toMatchObject({ email: lower, status: "pending" });
    expect(await confirmSubscription({ id: pending!.id, key: pending!.linkKey })).toBe("confirmed");
    expect(await isSuppressed(db(), lower)).toBe(false);
    // Once subscribed again, an owner's import of the same address is no longer refused.
    const again = await db().transaction((tx) => insertSubscriberByOwner(tx, { email: lower, source: "section", consentVersion }));
    expect(again).toEqual({ ok: true, subscriber: undefined });
  });
});
