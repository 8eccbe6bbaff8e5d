import { and, eq } from "drizzle-orm";
import { personalDataMap } from "~/privacy/data-map.server";
import { retentionDefaults } from "~/privacy/retention-settings";
import { isSuppressed } from "~/security/suppression.server";
import { consentVersion } from "~/newsletter/consent";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { alertChoices, newsletterSends, newsletterUnsubscribes, outbox, rateLimits, subscribers } from "~/db/schema";
import { subscribeForAlert } from "~/newsletter/alert-signup.server";
import { configureMail } from "~/email/config.server";
import { confirmUrl, subscriberClaimFromConfirmToken } from "~/newsletter/confirm-link.server";
import { leftBeforeParagraph } from "~/newsletter/confirmation-email";
import { messageToSend } from "~/email/sealed-links.server";
import { erasePerson } from "~/privacy/personal-data.server";
import { insertSubscriberByOwner } from "~/newsletter/subscribers.server";
import { setDoubleOptIn } from "~/newsletter/double-opt-in.server";
import { startIssue } from "~/newsletter/issues.server";
import { subscribe } from "~/newsletter/subscribe.server";
import { countSubscribers, countUnsubscribes, eraseSubscriber, listSubscribers, unsubscribe } from "~/newsletter/subscribers.server";
import { confirmationResendMs, confirmSubscription, joinList } from "~/newsletter/subscription.server";
import { formStamp } from "~/security/form-guard.server";
import { formGuardFieldNames } from "~/security/form-guard";
import { openTestDatabase } from "./test-database";

/*
 * Double opt-in against a real database (PGlite, or PostgreSQL with DATABASE_URL): the states a
 * subscription goes through, which emails each step writes to the outbox, and the clean-up.
 * The messages reaching a mail server are checked in newsletter-double-opt-in-http.test.ts.
 */
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  configureMail({ siteUrl: "https://pointwise.example", smtpUrl: "smtp://127.0.0.1:2525" });
});
afterAll(async () => {
  configureMail({ smtpUrl: undefined, siteUrl: "http://localhost:3000" });
  await dispose();
});
beforeEach(async () => {
  await db().delete(outbox);
  await db().delete(subscribers);
  await db().delete(newsletterUnsubscribes);
  await db().delete(rateLimits);
  await setDoubleOptIn(true);
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  data.set(formGuardFieldNames.stamp, formStamp(new Date(Date.now() - 5_000)));
  data.set(formGuardFieldNames.honeypot, "");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Oldest first: without an order, PostgreSQL may return a row written later into an earlier row's freed space first. */
const messages = (kind: string) => db().select().from(outbox).where(eq(outbox.kind, kind)).orderBy(outbox.id);
const row = async (email: string) => (await db().select().from(subscribers).where(eq(subscribers.email, email)))[0];
/** What a confirmation link made for the row claims. */
const linkTo = (subscriber: { id: number; linkKey: string }) => ({ id: subscriber.id, key: subscriber.linkKey });

describe("with double opt-in on", () => {
  it("a bonus-alert sign-up keeps the choice with the pending subscription and says to confirm first", async () => {
    const choice = { kind: "program" as const, id: "aeroplan", name: "Air Canada Aeroplan" };
    const outcome = await subscribeForAlert(form({ email: "alerts@example.com", source: "section" }), "10.0.0.2", choice);
    expect(outcome).toMatchObject({ ok: true, notice: { description: expect.stringContaining("confirm your subscription") } });
    const pending = await row("alerts@example.com");
    expect(pending).toMatchObject({ status: "pending" });
    expect(await db().select().from(alertChoices).where(eq(alertChoices.subscriberId, pending!.id))).toHaveLength(1);
  });

  it("keeps a new subscription pending with only the confirmation email, and says to check the inbox", async () => {
    const outcome = await subscribe(form({ email: " Pat@Example.com", source: "popup" }), "10.0.0.1");
    expect(outcome).toMatchObject({
      ok: true,
      notice: { title: "Success", description: expect.stringContaining("Check your inbox") },
    });
    const pending = await row("pat@example.com");
    expect(pending).toMatchObject({ status: "pending", source: "popup", confirmedAt: null });
    expect(pending!.confirmationSentAt).toEqual(pending!.createdAt);

    const [confirmation] = await messages("newsletter-confirm");
    expect(confirmation).toMatchObject({ toAddress: "pat@example.com", subject: "Confirm your Pointwise subscription" });
    expect(confirmation!.textBody).toContain(`https://pointwise.example/newsletter/confirm?token=`);
    expect(await messages("welcome")).toHaveLength(0);

    // Not active: not counted, not sent issues.
    expect(await countSubscribers("active")).toBe(0);
    expect(await listSubscribers({ status: "active" })).toHaveLength(0);
    const issue = await startIssue({ subject: "Issue", body: "Body" });
    expect(await db().select().from(newsletterSends).where(eq(newsletterSends.issueId, issue.id))).toHaveLength(0);
  });

  it("resends the confirmation to someone pending who asks again, at most every ten minutes, never 'Already Subscribed'", async () => {
    const start = new Date("2026-11-20T12:00:00Z");
    expect(await joinList({ email: "pat@example.com", source: "section", doubleOptIn: true, now: start })).toBe("pending");
    const soon = new Date(start.getTime() + confirmationResendMs - 1000);
    expect(await joinList({ email: "pat@example.com", source: "section", doubleOptIn: true, now: soon })).toBe("pending");
    expect(await messages("newsletter-confirm")).toHaveLength(1);

    const later = new Date(start.getTime() + confirmationResendMs);
    expect(await joinList({ email: "pat@example.com", source: "section", doubleOptIn: true, now: later })).toBe("pending");
    expect(await messages("newsletter-confirm")).toHaveLength(2);
    expect((await row("pat@example.com"))!.confirmationSentAt).toEqual(later);

    const again = await subscribe(form({ email: "pat@example.com", source: "section" }), "10.0.0.1");
    expect(again).toMatchObject({ ok: true, notice: { description: expect.stringContaining("confirm") } });
  });

  it("activates on confirmation and sends the welcome email with the guide exactly once", async () => {
    await subscribe(form({ email: "pat@example.com", source: "section" }), "10.0.0.1");
    const link = linkTo((await row("pat@example.com"))!);
    const confirmedAt = new Date();

    const results = await Promise.all([confirmSubscription(link, confirmedAt), confirmSubscription(link, confirmedAt)]);
    expect(results.sort()).toEqual(["already", "confirmed"]);
    expect(await confirmSubscription(link)).toBe("already");

    expect(await row("pat@example.com")).toMatchObject({ status: "active", source: "section", confirmedAt });
    const welcomes = await messages("welcome");
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]!.textBody).toContain("https://pointwise.example/guide");
    expect(welcomes[0]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await countSubscribers("active")).toBe(1);

    // Active now: the spec's answer.
    const again = await subscribe(form({ email: "PAT@example.com" }), "10.0.0.2");
    expect(again).toMatchObject({ ok: false, status: 409, notice: { title: "Already Subscribed" } });
  });

  it("refuses to confirm someone who is not on the list", async () => {
    expect(await confirmSubscription({ id: 999_999, key: "0f1e2d3c4b5a69788796a5b4c3d2e1f0" })).toBe("invalid");
    expect(confirmUrl({ id: 999_999, linkKey: "0f1e2d3c4b5a69788796a5b4c3d2e1f0" })).toContain("/newsletter/confirm?token=");
  });
});

describe("with double opt-in off", () => {
  it("subscribes in one step with the spec's text, as before", async () => {
    await setDoubleOptIn(false);
    const outcome = await subscribe(form({ email: "one@example.com", source: "section" }), "10.0.0.1");
    expect(outcome.notice.description).toBe("You've been subscribed! A welcome email has been sent to your inbox.");
    expect(await row("one@example.com")).toMatchObject({ status: "active", confirmedAt: null, confirmationSentAt: null });
    expect(await messages("welcome")).toHaveLength(1);
    expect(await messages("newsletter-confirm")).toHaveLength(0);
  });

  it("activates, with the welcome email, someone left pending from when it was on", async () => {
    await subscribe(form({ email: "pat@example.com", source: "popup" }), "10.0.0.1");
    await setDoubleOptIn(false);
    const outcome = await subscribe(form({ email: "pat@example.com", source: "section" }), "10.0.0.1");
    expect(outcome.notice.description).toBe("You've been subscribed! A welcome email has been sent to your inbox.");
    expect(await row("pat@example.com")).toMatchObject({ status: "active", source: "section" });
    expect(await messages("welcome")).toHaveLength(1);
  });
});

describe("leaving the list", () => {
  it("deletes the subscriber and their send records on unsubscribing, keeping only a count per day", async () => {
    await setDoubleOptIn(false);
    await subscribe(form({ email: "gone@example.com" }), "10.0.0.1");
    await subscribe(form({ email: "erased@example.com" }), "10.0.0.1");
    const issue = await startIssue({ subject: "Issue", body: "Body" });
    const gone = (await row("gone@example.com"))!;

    expect(await unsubscribe(gone.id)).toBe(true);
    expect(await row("gone@example.com")).toBeUndefined();
    const sends = await db()
      .select()
      .from(newsletterSends)
      .where(and(eq(newsletterSends.issueId, issue.id), eq(newsletterSends.subscriberId, gone.id)));
    expect(sends).toHaveLength(0);
    expect(await unsubscribe(gone.id)).toBe(false);

    // The owner's erasure is not an unsubscribe.
    expect(await eraseSubscriber((await row("erased@example.com"))!.id)).toBe(true);
    expect(await countUnsubscribes(30)).toBe(1);
    expect(await db().select().from(newsletterUnsubscribes)).toEqual([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: 1 }]);

    // Subscribing again is possible, but only its owner's confirmation puts it back (issue 29, item 8).
    expect(await joinList({ email: "gone@example.com", source: "popup", doubleOptIn: false })).toBe("pending");
  });

  it("deletes pending subscriptions whose last confirmation email is older than the cut-off, and nothing else", async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date("2026-11-26T12:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * day);
    await joinList({ email: "stale@example.com", source: "section", doubleOptIn: true, now: ago(8) });
    await joinList({ email: "asked-again@example.com", source: "section", doubleOptIn: true, now: ago(9) });
    await joinList({ email: "asked-again@example.com", source: "section", doubleOptIn: true, now: ago(2) });
    await joinList({ email: "fresh@example.com", source: "section", doubleOptIn: true, now: ago(1) });
    await joinList({ email: "active@example.com", source: "section", doubleOptIn: false, now: ago(30) });
    const confirmed = await joinList({ email: "confirmed@example.com", source: "section", doubleOptIn: true, now: ago(20) });
    expect(confirmed).toBe("pending");
    await confirmSubscription(linkTo((await row("confirmed@example.com"))!), ago(19));

    // The retention job's rule for this table, with the default 7 days.
    const subscribersEntry = personalDataMap.find((entry) => entry.name === "subscribers")!;
    expect(await subscribersEntry.expire!(db(), now, retentionDefaults, 100)).toBe(1);
    const left = (await db().select({ email: subscribers.email }).from(subscribers)).map((subscriber) => subscriber.email).sort();
    expect(left).toEqual(["active@example.com", "asked-again@example.com", "confirmed@example.com", "fresh@example.com"]);
    expect(await countUnsubscribes(30, now)).toBe(0);
  });

  it("finishes rows left 'unsubscribed' by the older site: deleted, and only their keyed hash kept", async () => {
    await joinList({ email: "stays@example.com", source: "section", doubleOptIn: false });
    await db().insert(subscribers).values({ email: "left-long-ago@example.com", source: "popup", consentVersion, status: "unsubscribed" });
    const subscribersEntry = personalDataMap.find((entry) => entry.name === "subscribers")!;
    expect(await subscribersEntry.expire!(db(), new Date(), retentionDefaults, 100)).toBe(1);
    const left = (await db().select({ email: subscribers.email }).from(subscribers)).map((subscriber) => subscriber.email);
    expect(left).toEqual(["stays@example.com"]);
    expect(await isSuppressed(db(), "left-long-ago@example.com")).toBe(true);
    expect(await isSuppressed(db(), "stays@example.com")).toBe(false);
  });
});

describe("an address that left the list (issue 29, item 8)", () => {
  /** Follows the link of the newest confirmation email to `email`, as its owner would. */
  async function followConfirmation(email: string) {
    const sent = (await messages("newsletter-confirm")).filter((message) => message.toAddress === email).at(-1)!;
    const text = messageToSend(sent)!.textBody;
    expect(text).toContain(leftBeforeParagraph);
    const token = /\/newsletter\/confirm\?token=([\w.-]+)/.exec(text)![1];
    return confirmSubscription(subscriberClaimFromConfirmToken(token)!);
  }

  it("stays suppressed after an unsubscribe until the confirmation link is followed, with double opt-in off", async () => {
    await setDoubleOptIn(false);
    const email = "came-back@example.com";
    await subscribe(form({ email, source: "section" }), "10.0.1.1");
    expect(await unsubscribe((await row(email))!.id)).toBe(true);
    expect(await isSuppressed(db(), email)).toBe(true);
    await db().delete(outbox);

    // Someone types the address into the public form: a confirmation, not a subscription.
    const outcome = await subscribe(form({ email, source: "popup" }), "10.0.1.2");
    expect(outcome).toMatchObject({ ok: true, pending: true, notice: { description: expect.stringContaining("Check your inbox") } });
    expect(await row(email)).toMatchObject({ status: "pending" });
    expect(await messages("welcome")).toHaveLength(0);
    expect(await isSuppressed(db(), email)).toBe(true);
    // Asking again changes nothing, and the owner still cannot add it.
    expect(await joinList({ email, source: "section", doubleOptIn: false })).toBe("pending");
    expect(await isSuppressed(db(), email)).toBe(true);
    const byOwner = await db().transaction((tx) => insertSubscriberByOwner(tx, { email, source: "section", consentVersion }));
    expect(byOwner.ok).toBe(false);

    expect(await followConfirmation(email)).toBe("confirmed");
    expect(await isSuppressed(db(), email)).toBe(false);
    expect(await row(email)).toMatchObject({ status: "active" });
    expect(await messages("welcome")).toHaveLength(1);
  });

  it("stays suppressed after an erasure, from the bonus-alert form and with double opt-in on alike", async () => {
    const email = "erased-then-typed@example.com";
    await joinList({ email, source: "section", doubleOptIn: false });
    await erasePerson(email, "owner");
    expect(await isSuppressed(db(), email)).toBe(true);

    await setDoubleOptIn(false);
    const choice = { kind: "program" as const, id: "aeroplan", name: "Air Canada Aeroplan" };
    const outcome = await subscribeForAlert(form({ email, source: "section" }), "10.0.1.3", choice);
    expect(outcome).toMatchObject({ ok: true, notice: { description: expect.stringContaining("confirm your subscription") } });
    expect(await isSuppressed(db(), email)).toBe(true);

    await setDoubleOptIn(true);
    await db().delete(subscribers).where(eq(subscribers.email, email));
    expect(await joinList({ email, source: "section", doubleOptIn: true })).toBe("pending");
    expect(await isSuppressed(db(), email)).toBe(true);
    expect(await followConfirmation(email)).toBe("confirmed");
    expect(await isSuppressed(db(), email)).toBe(false);
  });
});
