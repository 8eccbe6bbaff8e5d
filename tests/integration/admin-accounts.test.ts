import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskEmail } from "~/email/mask";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { outboxMessages } from "./admin-over-http";
import { startSmtpTestServer, type ReceivedEmail, type SmtpTestServer } from "./smtp-test-server";

/*
 * Admin passwords and more than one admin, over HTTP like a browser with JavaScript off (form
 * posts, redirects followed by hand), on a real database behind the production build, with the
 * emails read from a loopback SMTP server: invite, accept, change, reset, remove; each flow's
 * audit entry, and the sessions each one ends.
 */
const owner = { email: "accounts-owner@example.com", password: "integration-password-accounts" };
const second = {
  email: "second-admin@example.com",
  first: "marble tundra lantern oboe",
  changed: "velvet cactus ferry harbor",
  reset: "quiet meteor pickle anthem",
};
const siteUrl = "https://pointwise.example";
let server: BuiltServer;
let smtp: SmtpTestServer;
let ownerCookie = "";

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startBuiltServer({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, SMTP_URL: smtp.url, SITE_URL: siteUrl });
  ownerCookie = await signIn(owner.email, owner.password);
  // A production start migrates and seeds: on a busy shared machine that has taken over a minute.
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

function send(path: string, options: { body?: Record<string, string>; cookie?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { Origin: server.origin };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const body = options.body ? new URLSearchParams(options.body) : undefined;
  return fetch(server.origin + path, { method: body ? "POST" : "GET", headers, body, redirect: "manual" });
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await send("/admin/login", { body: { email, password } });
  expect(response.status, `sign-in as ${email}`).toBe(302);
  return (response.headers.getSetCookie().find((value) => value.includes("pw_session=")) ?? "").split(";")[0]!;
}

async function signedIn(cookie: string): Promise<boolean> {
  const response = await send("/admin", { cookie });
  return response.status === 200;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The newest audit entry of a kind, as plain text. */
async function latestAudit(kind: string): Promise<string> {
  const page = await (await send(`/admin/audit?kind=${kind}`, { cookie: ownerCookie })).text();
  const body = page.match(/<tbody[^>]*>([\s\S]*?)<\/tbody>/)?.[1] ?? "";
  return text(body.match(/<tr[^>]*>([\s\S]*?)<\/tr>/)?.[1] ?? "");
}

/** Text as a regular expression that matches it literally (a masked address has `*`s). */
const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The single-use link in the newest email to `to` with this subject, as a path on the site. */
async function linkIn(to: string, subject: string, after = 0): Promise<{ path: string; email: ReceivedEmail }> {
  const email = await smtp.waitForMessage(
    (message) => message.to.includes(to) && message.subject === subject && smtp.messages.indexOf(message) >= after,
  );
  const url = email.text.match(/https:\/\/pointwise\.example(\/admin\/\S+\?token=\S+)/)?.[1];
  expect(url, "the link, built from SITE_URL").toBeDefined();
  return { path: url!, email };
}

describe("inviting an admin", () => {
  let firstLink = "";
  let link = "";

  it("sends an invitation through the outbox, and logs it", async () => {
    const response = await send("/admin/admins", { cookie: ownerCookie, body: { email: second.email } });
    expect(response.status).toBe(303);
    ({ path: firstLink } = await linkIn(second.email, "You are invited to be a Pointwise admin"));
    // The audit log keeps every address masked (issue 29 item 6).
    const invited = await latestAudit("invitation-sent");
    expect(invited).toContain(`Invited ${maskEmail(second.email)} to be an admin`);
    expect(invited).not.toContain(second.email);

    // The outbox shows the message, but not the link's token: reading the outbox opens no account.
    const outbox = await (await send("/admin/outbox", { cookie: ownerCookie })).text();
    // The invitation's own message: every admin is also told "The Pointwise admins changed" (issue 29 item 3).
    const id = outbox.match(/href="\/admin\/outbox\/(\d+)"[^>]*>\s*You are invited to be a Pointwise admin/)?.[1];
    expect(id, "the invitation in the outbox").toBeDefined();
    const message = await (await send(`/admin/outbox/${id}`, { cookie: ownerCookie })).text();
    expect(message).toContain("/admin/invitation?token=(hidden)");
    expect(message).not.toContain(new URL(firstLink, siteUrl).searchParams.get("token")!);
  });

  it("says so when the address already has an account", async () => {
    const response = await send("/admin/admins", { cookie: ownerCookie, body: { email: owner.email.toUpperCase() } });
    expect(response.status).toBe(400);
    expect(text(await response.text())).toContain("There is already an admin with this address.");
  });

  it("replaces an earlier invitation to the same address", async () => {
    const sent = smtp.messages.length;
    expect((await send("/admin/admins", { cookie: ownerCookie, body: { email: second.email } })).status).toBe(303);
    ({ path: link } = await linkIn(second.email, "You are invited to be a Pointwise admin", sent));
    expect(link).not.toBe(firstLink);
    const old = await send(firstLink);
    expect(old.status).toBe(410);
    expect(text(await old.text())).toContain("This link has expired or was already used");
    const page = await (await send("/admin/admins", { cookie: ownerCookie })).text();
    const open = page.match(/Open invitations[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(open.match(/<li/g), "one open invitation").toHaveLength(1);
    expect(text(open)).toContain(`${second.email}, invited by ${owner.email}`);
  });

  it("refuses a weak or mistyped password with the reason, and creates nothing", async () => {
    const page = await send(link);
    expect(page.status).toBe(200);
    const token = new URL(link, siteUrl).searchParams.get("token")!;
    const weak = await send(link, { body: { token, password: "password12345", confirmPassword: "password12345" } });
    expect(weak.status).toBe(400);
    expect(text(await weak.text())).toMatch(
      /This password is (on the list of the most common passwords|too easy to guess: it is built from common passwords)\./,
    );
    const mistyped = await send(link, { body: { token, password: second.first, confirmPassword: `${second.first}!` } });
    expect(mistyped.status).toBe(400);
    expect(text(await mistyped.text())).toContain("The two passwords are not the same.");
    expect((await send("/admin/login", { body: { email: second.email, password: second.first } })).status).toBe(401);
  });

  it("lets the invitee choose a password once, then sign in", async () => {
    const token = new URL(link, siteUrl).searchParams.get("token")!;
    const accepted = await send(link, { body: { token, password: second.first, confirmPassword: second.first } });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/admin/login");
    expect(accepted.headers.getSetCookie().some((value) => value.includes("pw_session="))).toBe(false);
    const acceptedEntry = await latestAudit("invitation-accepted");
    expect(acceptedEntry).toContain(maskEmail(second.email));
    expect(acceptedEntry).not.toContain(second.email);

    expect((await send(link)).status).toBe(410);
    const again = await send(link, { body: { token, password: second.changed, confirmPassword: second.changed } });
    expect(again.status).toBe(410);
    expect(await signedIn(await signIn(second.email, second.first))).toBe(true);
  });
});

describe("changing a password on /admin/account", () => {
  it("needs the current password, ends every other session of the account and logs it", async () => {
    const here = await signIn(second.email, second.first);
    const elsewhere = await signIn(second.email, second.first);
    const change = (current: string, next: string) =>
      send("/admin/account", {
        cookie: here,
        body: { intent: "password-change", currentPassword: current, password: next, confirmPassword: next },
      });

    const wrong = await change("not my password at all", second.changed);
    expect(wrong.status).toBe(400);
    expect(text(await wrong.text())).toContain("Your current password is not correct.");
    const weak = await change(second.first, "qwertyuiop123");
    expect(weak.status).toBe(400);
    expect(text(await weak.text())).toContain("This password is too easy to guess");
    expect(await signedIn(elsewhere)).toBe(true);

    const sent = smtp.messages.length;
    const changed = await change(second.first, second.changed);
    expect(changed.status).toBe(303);
    const notice = await smtp.waitForMessage(
      (message) => message.subject === "Your Pointwise admin account changed" && smtp.messages.indexOf(message) >= sent,
    );
    expect(notice.to).toContain(second.email);
    expect(notice.text).toMatch(
      /Your password was changed, and [1-9]\d* other sessions? ended\. This happened on .+, from the address 127\.0\.0\.1\./,
    );
    expect(notice.text).toContain(`${siteUrl}/admin/login/forgot`);
    expect(notice.text).not.toContain(second.changed);
    expect(changed.headers.get("location")).toBe("/admin/account");
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    const changedEntry = await latestAudit("password-changed");
    expect(changedEntry).toMatch(
      new RegExp(`${literal(maskEmail(second.email))}.*Changed their password; [1-9]\\d* other sessions? ended`),
    );
    expect(changedEntry).not.toContain(second.email);
    expect((await send("/admin/login", { body: { email: second.email, password: second.first } })).status).toBe(401);
    await signIn(second.email, second.changed);
  });
});

describe("resetting a forgotten password by email", () => {
  it("answers the same whether or not the address has an account, and emails only the account", async () => {
    const sent = smtp.messages.length;
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await send("/admin/login/forgot", { body: { email } });
      return { response, ms: performance.now() - started };
    };
    const known = await timed(second.email);
    const unknown = await timed("nobody-here@example.com");
    for (const { response, ms } of [known, unknown]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/admin/login/forgot?sent");
      expect(ms).toBeGreaterThanOrEqual(590);
    }
    const page = text(await (await send("/admin/login/forgot?sent")).text());
    expect(page).toContain("If an admin account uses that address, we have sent it a link");

    await linkIn(second.email, "Reset your Pointwise admin password", sent);
    const outbox = await outboxMessages(server.origin, ownerCookie);
    expect(outbox).toContainEqual({ to: second.email, subject: "Reset your Pointwise admin password" });
    expect(outbox.filter((message) => message.to === "nobody-here@example.com")).toEqual([]);
    expect(smtp.messages.some((message) => message.to.includes("nobody-here@example.com"))).toBe(false);
    const requested = await latestAudit("password-reset-requested");
    expect(requested).toContain(`${maskEmail("nobody-here@example.com")}, which has no account`);
    expect(requested).not.toContain("nobody-here@example.com");
  });

  it("sets a new password once, ends every session, logs it and sends the person to sign in", async () => {
    const sessions = [await signIn(second.email, second.changed), await signIn(second.email, second.changed)];
    const sent = smtp.messages.length;
    expect((await send("/admin/login/forgot", { body: { email: second.email } })).status).toBe(303);
    const { path, email } = await linkIn(second.email, "Reset your Pointwise admin password", sent);
    expect(email.text).toContain("30 minutes");
    expect(email.text).not.toContain(second.changed);

    const form = await send(path);
    expect(form.status).toBe(200);
    expect(text(await form.text())).toContain(`For the admin account ${second.email}.`);
    const token = new URL(path, siteUrl).searchParams.get("token")!;
    const weak = await send(path, { body: { token, password: "second-admin", confirmPassword: "second-admin" } });
    expect(weak.status).toBe(400);
    expect(text(await weak.text())).toMatch(/at least 12 characters|too easy to guess/);

    const done = await send(path, { body: { token, password: second.reset, confirmPassword: second.reset } });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/admin/login");
    expect(done.headers.getSetCookie().some((value) => value.startsWith("pw_flash="))).toBe(true);
    expect(done.headers.getSetCookie().some((value) => value.includes("pw_session="))).toBe(false);
    for (const cookie of sessions) expect(await signedIn(cookie)).toBe(false);
    expect(await latestAudit("password-reset")).toMatch(/Password reset with an emailed link; [2-9]\d* sessions ended/);
    const notice = await smtp.waitForMessage(
      (message) => message.subject === "Your Pointwise admin account changed" && message.text.includes("was reset with an emailed link"),
    );
    expect(notice.to).toContain(second.email);
    expect(notice.text).not.toContain(second.reset);

    const reused = await send(path);
    expect(reused.status).toBe(410);
    expect(text(await reused.text())).toContain("Email me a new link");
    expect((await send(path, { body: { token, password: second.first, confirmPassword: second.first } })).status).toBe(410);
    expect((await send("/admin/login", { body: { email: second.email, password: second.changed } })).status).toBe(401);
    await signIn(second.email, second.reset);
  });

  it("limits requests for one address", async () => {
    const ask = () => send("/admin/login/forgot", { body: { email: "limited@example.com" } });
    for (let count = 0; count < 3; count += 1) expect((await ask()).status).toBe(303);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(text(await refused.text())).toContain("Too many reset requests.");
  });
});

describe("removing an admin", () => {
  async function secondId(): Promise<string> {
    const page = await (await send("/admin/admins", { cookie: ownerCookie })).text();
    const anchor = page.match(new RegExp(`<a [^>]*aria-label="Remove ${second.email}"[^>]*>`))?.[0] ?? "";
    const id = anchor.match(/href="\/admin\/admins\/(\d+)\/remove"/)?.[1];
    expect(id).toBeDefined();
    return id!;
  }

  it("signs another admin out of every browser without removing them, and logs it", async () => {
    const [laptop, phone] = [await signIn(second.email, second.reset), await signIn(second.email, second.reset)];
    const id = await secondId();
    const page = await (await send("/admin/admins", { cookie: ownerCookie })).text();
    expect(page).toContain(`aria-label="Sign out everywhere: ${second.email}"`);
    // No such button for yourself: your own browsers are on your account page.
    expect(page).not.toContain(`aria-label="Sign out everywhere: ${owner.email}"`);

    const done = await send("/admin/admins", { cookie: ownerCookie, body: { intent: "sign-out-admin", admin: id } });
    expect(done.status).toBe(303);
    expect([await signedIn(laptop), await signedIn(phone)]).toEqual([false, false]);
    expect(await signedIn(ownerCookie)).toBe(true);
    const revoked = await latestAudit("session-revoked");
    expect(revoked).toMatch(new RegExp(`Signed ${literal(maskEmail(second.email))} out everywhere; [2-9]\\d* sessions ended`));
    expect(revoked).not.toContain(second.email);
    // They can sign in again: nothing else about the account changed.
    expect(await signedIn(await signIn(second.email, second.reset))).toBe(true);
  });

  it("asks first, then ends the admin's sessions, logs it, and they can no longer sign in", async () => {
    const theirs = await signIn(second.email, second.reset);
    const id = await secondId();
    const confirm = await send(`/admin/admins/${id}/remove`, { cookie: ownerCookie });
    expect(confirm.status).toBe(200);
    expect(text(await confirm.text())).toContain(`Remove ${second.email}?`);
    expect(await signedIn(theirs)).toBe(true);

    const removed = await send(`/admin/admins/${id}/remove`, { cookie: ownerCookie, body: {} });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/admin/admins");
    expect(await signedIn(theirs)).toBe(false);
    const removedEntry = await latestAudit("admin-removed");
    expect(removedEntry).toMatch(new RegExp(`Removed admin ${literal(maskEmail(second.email))}; [1-9]\\d* sessions? ended`));
    expect(removedEntry).not.toContain(second.email);
    expect((await send("/admin/login", { body: { email: second.email, password: second.reset } })).status).toBe(401);
  });

  it("never removes the last admin, not even by themselves", async () => {
    const page = await (await send("/admin/admins", { cookie: ownerCookie })).text();
    // The bootstrap admin is the database's first.
    const id = "1";
    expect(page).not.toContain('aria-label="Remove ');
    expect(text(page)).toContain("The only admin");
    const confirm = text(await (await send(`/admin/admins/${id}/remove`, { cookie: ownerCookie })).text());
    expect(confirm).toContain("The last admin cannot be removed.");
    const refused = await send(`/admin/admins/${id}/remove`, { cookie: ownerCookie, body: {} });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe("/admin/admins");
    expect(await signedIn(ownerCookie)).toBe(true);
  });
});

describe("cancelling an invitation", () => {
  const invitee = "cancelled-invitee@example.com";

  it("withdraws the link from the open-invitation list without JavaScript, and logs it", async () => {
    const sent = smtp.messages.length;
    expect((await send("/admin/admins", { cookie: ownerCookie, body: { email: invitee } })).status).toBe(303);
    const { path } = await linkIn(invitee, "You are invited to be a Pointwise admin", sent);
    const page = await (await send("/admin/admins", { cookie: ownerCookie })).text();
    const item = page.match(new RegExp(`<li[^>]*>(?:(?!</li>)[\\s\\S])*${invitee}[\\s\\S]*?</li>`))?.[0] ?? "";
    const id = item.match(/name="invitation" value="(\d+)"/)?.[1];
    expect(id, "the invitation's cancel form").toBeDefined();
    expect(item).toContain(`aria-label="Cancel the invitation to ${invitee}"`);

    const cancelled = await send("/admin/admins", { cookie: ownerCookie, body: { intent: "cancel-invitation", invitation: id! } });
    expect(cancelled.status).toBe(303);
    expect((await send(path)).status).toBe(410);
    expect(text(await (await send("/admin/admins", { cookie: ownerCookie })).text())).not.toContain(invitee);
    const cancelledEntry = await latestAudit("invitation-cancelled");
    expect(cancelledEntry).toContain(`Cancelled the invitation to ${maskEmail(invitee)}`);
    expect(cancelledEntry).not.toContain(invitee);

    // A second cancel of the same invitation changes nothing and says so.
    const again = await send("/admin/admins", { cookie: ownerCookie, body: { intent: "cancel-invitation", invitation: id! } });
    expect(again.status).toBe(303);
  });
});
