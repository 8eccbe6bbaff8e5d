import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { outbox, rateLimits, subscribers } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { consentVersion } from "~/newsletter/consent";
import { subscribe } from "~/newsletter/subscribe.server";
import { subscriberClaimFromToken } from "~/newsletter/unsubscribe-link.server";
import { messageToSend } from "~/email/sealed-links.server";
import { formStamp } from "~/security/form-guard.server";
import { formGuardFieldNames } from "~/security/form-guard";
import { openTestDatabase } from "./test-database";

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
  await db().delete(rateLimits);
});

/** A form as the page posts it, rendered five seconds ago (past the minimum fill time). */
function form(fields: Record<string, string>, renderedAt = new Date(Date.now() - 5_000)): FormData {
  const data = new FormData();
  data.set(formGuardFieldNames.stamp, formStamp(renderedAt));
  data.set(formGuardFieldNames.honeypot, "");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("subscribing", () => {
  it("counts an address's sign-ups under a keyed hash: the rate-limit table names no address, nor a hash anyone can recompute", async () => {
    await subscribe(form({ email: "Keyed@Example.com", source: "section" }), "10.0.0.1");
    const keys = (await db().select().from(rateLimits)).map((row) => row.key);
    const perAddress = keys.filter((key) => key.startsWith("form:newsletter-address:"));
    expect(perAddress).toHaveLength(1);
    const plainHash = createHash("sha256").update("keyed@example.com").digest("base64url").slice(0, 22);
    expect(perAddress[0]).not.toContain(plainHash);
    expect(perAddress[0]).not.toContain("keyed@example.com");
  });

  it("stores the trimmed, lower-cased address with its source and consent, and queues the welcome email with it", async () => {
    const outcome = await subscribe(form({ email: "  Jane.Doe@Example.com ", source: "popup" }), "10.0.0.1");
    expect(outcome).toMatchObject({
      ok: true,
      notice: { title: "Success", description: "Check your email for the free guide and welcome message!" },
    });

    const [row] = await db().select().from(subscribers);
    expect(row).toMatchObject({ email: "jane.doe@example.com", source: "popup", status: "active", consentVersion });

    const [message] = await db().select().from(outbox);
    expect(message).toMatchObject({ kind: "welcome", toAddress: "jane.doe@example.com" });
    expect(message!.textBody).toContain("Hi jane.doe,");
    expect(message!.textBody).toContain("https://pointwise.example/guide");
    expect(message!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The stored headers hold a placeholder for the token; the message as sent holds the link.
    expect(message!.headers["List-Unsubscribe"]).toMatch(/^<https:\/\/pointwise\.example\/unsubscribe\?token=\(sealed-\d\)>$/);
    const sent = messageToSend(message!)!;
    const link = /^<(https:\/\/pointwise\.example\/unsubscribe\?token=[^>]+)>$/.exec(sent.headers["List-Unsubscribe"]!)?.[1];
    expect(subscriberClaimFromToken(new URL(link!).searchParams.get("token"))).toEqual({ id: row!.id, key: row!.linkKey });
  });

  it("gives the section's success text, without the email sentence when no mail server is configured", async () => {
    const withMail = await subscribe(form({ email: "a@example.com", source: "section" }), "10.0.0.1");
    expect(withMail.notice.description).toBe("You've been subscribed! A welcome email has been sent to your inbox.");
    configureMail({ smtpUrl: undefined });
    try {
      const withoutMail = await subscribe(form({ email: "b@example.com", source: "section" }), "10.0.0.1");
      expect(withoutMail.notice.description).toBe("You've been subscribed!");
    } finally {
      configureMail({ smtpUrl: "smtp://127.0.0.1:2525" });
    }
  });

  it("refuses an invalid address with the spec's message and stores nothing", async () => {
    const outcome = await subscribe(form({ email: "jane@example", source: "section" }), "10.0.0.1");
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      email: "jane@example",
      fieldError: "Please enter a valid email address.",
      notice: { kind: "destructive", title: "Invalid Email", description: "Please enter a valid email address." },
    });
    expect(await db().select().from(subscribers)).toHaveLength(0);
    expect(await db().select().from(outbox)).toHaveLength(0);
  });

  it("refuses the same address in another case as a duplicate, without a second email", async () => {
    await subscribe(form({ email: "jane@example.com" }), "10.0.0.1");
    const again = await subscribe(form({ email: " JANE@Example.COM" }), "10.0.0.2");
    expect(again).toMatchObject({
      ok: false,
      notice: { title: "Already Subscribed", description: "This email is already subscribed to our newsletter." },
    });
    expect(await db().select().from(subscribers)).toHaveLength(1);
    expect(await db().select().from(outbox)).toHaveLength(1);
  });

  it("asks someone who had unsubscribed (a row the older site kept) to confirm, on the same row with a new link key", async () => {
    await subscribe(form({ email: "back@example.com" }), "10.0.0.1");
    const [before] = await db().select().from(subscribers);
    await db().update(subscribers).set({ status: "unsubscribed", unsubscribedAt: new Date() });
    const outcome = await subscribe(form({ email: "back@example.com", source: "popup" }), "10.0.0.1");
    expect(outcome).toMatchObject({ ok: true, pending: true });
    const [row] = await db().select().from(subscribers);
    expect(row).toMatchObject({ id: before!.id, status: "pending", unsubscribedAt: null, source: "popup" });
    expect(row!.linkKey).not.toBe(before!.linkKey);
  });

  it("refuses a filled honeypot and a form sent faster than a person can, storing nothing", async () => {
    const bot = form({ email: "bot@example.com" });
    bot.set(formGuardFieldNames.honeypot, "https://spam.example");
    expect(await subscribe(bot, "10.0.0.1")).toMatchObject({ ok: false, status: 400, notice: { title: "Not Subscribed" } });
    expect(await subscribe(form({ email: "fast@example.com" }, new Date()), "10.0.0.1")).toMatchObject({ ok: false, status: 400 });
    expect(await db().select().from(subscribers)).toHaveLength(0);
  });

  it("limits attempts on one address, whatever the connection", async () => {
    for (let attempt = 0; attempt < 5; attempt++) await subscribe(form({ email: "target@example.com" }), `10.0.1.${attempt}`);
    const limited = await subscribe(form({ email: "Target@example.com" }), "10.0.2.1");
    expect(limited).toMatchObject({ ok: false, status: 429 });
    expect(await db().select().from(outbox).where(eq(outbox.toAddress, "target@example.com"))).toHaveLength(1);
  });
});
