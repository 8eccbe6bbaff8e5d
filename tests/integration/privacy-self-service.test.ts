import { desc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { outbox, privacyLinks, privacyRequests, rateLimits, subscribers } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { messageToSend } from "~/email/sealed-links.server";
import {
  accessAddress,
  accessSetCookie,
  openAccessLink,
  requestAccessLink,
  requestErasure,
  sendAccessLink,
} from "~/privacy/self-service.server";
import { formStamp } from "~/security/form-guard.server";
import { formGuardFieldNames } from "~/security/form-guard";
import { openTestDatabase } from "./test-database";

let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  configureMail({ siteUrl: "https://pointwise.example" });
});
afterAll(() => dispose());
beforeEach(async () => {
  await db().delete(outbox);
  await db().delete(privacyLinks);
  await db().delete(rateLimits);
  await db().delete(subscribers);
  await db().insert(subscribers).values({ email: "known@example.com", source: "section", consentVersion: "v1" });
});

function form(email: string): FormData {
  const data = new FormData();
  data.set(formGuardFieldNames.stamp, formStamp(new Date(Date.now() - 5_000)));
  data.set(formGuardFieldNames.honeypot, "");
  data.set("email", email);
  return data;
}

/** The token of the link in an outbox message, as the mail server receives it. */
const tokenIn = (message: typeof outbox.$inferSelect) =>
  /\/privacy\/my-data\/access\?token=([A-Za-z0-9_-]+)/.exec(messageToSend(message)!.textBody)?.[1];

describe("asking for a link at /privacy/my-data", () => {
  it("answers the same for a known and an unknown address; only the known one gets an email", async () => {
    const work: Promise<unknown>[] = [];
    const known = await requestAccessLink(form(" Known@Example.com "), "10.0.0.1", (job) => work.push(job));
    const unknown = await requestAccessLink(form("nobody@example.com"), "10.0.0.1", (job) => work.push(job));
    expect(known).toEqual({ ok: true });
    expect(unknown).toEqual(known);
    // Both started the same background work; the answer did not wait for it.
    expect(work).toHaveLength(2);
    await Promise.all(work);
    const messages = await db().select().from(outbox);
    expect(messages.map((message) => [message.kind, message.toAddress])).toEqual([["privacy-link", "known@example.com"]]);
    const [link] = await db().select().from(privacyLinks);
    const token = tokenIn(messages[0]!)!;
    expect(token).toBeDefined();
    // Only a hash of the token is stored.
    expect(link!.tokenHash).not.toContain(token);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it("refuses a bad address, a bot, and too many requests, and keeps no address in the rate-limit table", async () => {
    expect(await requestAccessLink(form("not-an-address"), "10.0.0.2")).toMatchObject({
      ok: false,
      status: 400,
      error: "Enter a valid email address, like name@example.com.",
    });
    const bot = form("known@example.com");
    bot.set(formGuardFieldNames.honeypot, "http://spam");
    expect(await requestAccessLink(bot, "10.0.0.2")).toMatchObject({ ok: false, status: 400 });
    const outcomes = [];
    // The accepted requests' emails are written in the background: wait for them, or they land in
    // the next test's freshly emptied tables.
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 4; i++) outcomes.push(await requestAccessLink(form("known@example.com"), `10.0.1.${i}`, (job) => work.push(job)));
    await Promise.all(work);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true, false]);
    expect(outcomes[3]).toMatchObject({ status: 429 });
    const keys = (await db().select().from(rateLimits)).map((row) => row.key);
    expect(keys.some((key) => key.includes("known"))).toBe(false);
  });
});

describe("the link", () => {
  async function issue(now = new Date()) {
    expect(await sendAccessLink("known@example.com", now)).toBe(true);
    const [message] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    return tokenIn(message!)!;
  }

  it("works once: a second use is refused", async () => {
    const token = await issue();
    const first = await openAccessLink(token);
    expect(first).toMatchObject({ email: "known@example.com" });
    expect(await openAccessLink(token)).toBeUndefined();
    // Two uses at the same moment: one wins.
    await db().delete(outbox);
    const other = await issue();
    const both = await Promise.all([openAccessLink(other), openAccessLink(other)]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it("expires after 24 hours", async () => {
    const sent = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1_000);
    const token = await issue(sent);
    expect(await openAccessLink(token)).toBeUndefined();
    const fresh = new Date(Date.now() - 23 * 60 * 60 * 1000);
    await db().delete(outbox);
    expect(await openAccessLink(await issue(fresh))).toBeDefined();
  });

  it("refuses a token that was never issued", async () => {
    expect(await openAccessLink("x".repeat(43))).toBeUndefined();
    expect(await openAccessLink(undefined)).toBeUndefined();
  });

  it("opens a half-hour session in this browser only, and records one pending erasure request", async () => {
    const now = new Date();
    const link = (await openAccessLink(await issue(now), now))!;
    const cookie = accessSetCookie(link.id, false, now).split(";")[0]!;
    expect(await accessAddress(cookie, now)).toBe("known@example.com");
    expect(await accessAddress(cookie, new Date(now.getTime() + 31 * 60 * 1000))).toBeUndefined();
    expect(await accessAddress("pw_privacy_access=forged", now)).toBeUndefined();
    await requestErasure("known@example.com", now);
    await requestErasure("KNOWN@example.com", now);
    expect(await db().select({ email: privacyRequests.email, status: privacyRequests.status }).from(privacyRequests)).toEqual([
      { email: "known@example.com", status: "pending" },
    ]);
  });
});
