import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteAccount } from "~/account/account.server";
import { maxPasskeysPerAccount } from "~/account/passkey-forms";
import { passkeySignInOptions, passkeyTriesPerClientPerHour, signInWithPasskey } from "~/account/passkey-sign-in.server";
import { addVisitorPasskey, passkeyRegistrationOptions, removeVisitorPasskey, visitorPasskeyList } from "~/account/passkeys.server";
import { findVisitor, type Visitor } from "~/account/sessions.server";
import { db } from "~/db/database.server";
import { outbox, rateLimits, visitorAccounts, visitorPasskeys } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { openTestDatabase } from "./test-database";
import { softPasskey } from "../support/soft-passkey";

const siteUrl = "http://localhost:4321";
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  configureMail({ siteUrl: "https://pointwise.example" });
});
afterAll(() => dispose());
beforeEach(async () => {
  await db().delete(outbox);
  await db().delete(rateLimits);
  await db().delete(visitorAccounts);
});

async function account(email: string): Promise<Visitor> {
  const [row] = await db().insert(visitorAccounts).values({ email }).returning();
  return { accountId: row!.id, email: row!.email, read: {} };
}

/** Registers a fresh software passkey for `visitor`, as the account page's button does. */
async function withPasskey(visitor: Visitor, name = "Phone") {
  const key = softPasskey(siteUrl);
  const added = await addVisitorPasskey(
    visitor,
    name,
    JSON.stringify(key.register(await passkeyRegistrationOptions(visitor, siteUrl))),
    siteUrl,
  );
  expect(added).toEqual({ ok: true });
  return key;
}

/** The Cookie header a browser sends back for a Set-Cookie value. */
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

/** Opens the sign-in page in a browser: its passkey options and the cookie binding them to it. */
async function openSignInPage(cookieHeader: string | null = null) {
  const { options, setCookie } = await passkeySignInOptions(cookieHeader, false, siteUrl);
  return { options, cookie: cookieOf(setCookie) };
}

const signIn = (responseText: string, cookieHeader: string | null, client = "10.1.0.1") =>
  signInWithPasskey({ responseText, cookieHeader, client, secure: false, userAgent: "Mozilla/5.0 Chrome/131.0", siteUrl });

describe("adding and removing a visitor's passkeys", () => {
  it("asks for a passkey that signs in alone, and keeps it with its name", async () => {
    const ann = await account("ann@example.com");
    const options = await passkeyRegistrationOptions(ann, siteUrl);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(options.rp).toEqual({ name: "Pointwise", id: "localhost" });
    expect(options.user.name).toBe("ann@example.com");

    const key = softPasskey(siteUrl);
    const response = JSON.stringify(key.register(options));
    expect(await addVisitorPasskey(ann, "Laptop", response, siteUrl)).toEqual({ ok: true });
    expect(await visitorPasskeyList(ann.accountId)).toEqual([
      { id: expect.any(Number), name: "Laptop", createdAt: expect.any(Date), lastUsedAt: null },
    ]);
    // The address hears of it: a taken session cookie cannot add a passkey unseen.
    const [email] = await db().select().from(outbox);
    expect(email).toMatchObject({
      kind: "visitor-passkey-added",
      toAddress: "ann@example.com",
      subject: "A passkey was added to your account",
    });
    expect(email!.textBody).toContain('The passkey "Laptop" now signs in to your Pointwise account');
    expect(email!.textBody).toContain("https://pointwise.example/account/passkeys");
    // The next options exclude it, so the browser does not make a second one on the same device.
    expect((await passkeyRegistrationOptions(ann, siteUrl)).excludeCredentials).toEqual([expect.objectContaining({ id: key.id })]);
  });

  it("refuses a registration answer sent twice: its challenge works once", async () => {
    const ann = await account("ann@example.com");
    const response = JSON.stringify(softPasskey(siteUrl).register(await passkeyRegistrationOptions(ann, siteUrl)));
    expect(await addVisitorPasskey(ann, "Laptop", response, siteUrl)).toEqual({ ok: true });
    expect(await addVisitorPasskey(ann, "Again", response, siteUrl)).toEqual({ ok: false, reason: "refused" });
    expect(await visitorPasskeyList(ann.accountId)).toHaveLength(1);
    expect(await db().select().from(outbox)).toHaveLength(1);
  });

  it("refuses a registration made for account A when account B sends it", async () => {
    const ann = await account("ann@example.com");
    const bob = await account("bob@example.com");
    const response = JSON.stringify(softPasskey(siteUrl).register(await passkeyRegistrationOptions(ann, siteUrl)));
    expect(await addVisitorPasskey(bob, "Stolen", response, siteUrl)).toEqual({ ok: false, reason: "refused" });
    expect(await visitorPasskeyList(bob.accountId)).toEqual([]);
    // Still unspent for Ann, whose challenge it is.
    expect(await addVisitorPasskey(ann, "Laptop", response, siteUrl)).toEqual({ ok: true });
  });

  it("refuses an answer made for another site, junk and an oversized post", async () => {
    const ann = await account("ann@example.com");
    const options = await passkeyRegistrationOptions(ann, siteUrl);
    const elsewhere = JSON.stringify(softPasskey("http://evil.example").register(options));
    expect(await addVisitorPasskey(ann, "Evil", elsewhere, siteUrl)).toEqual({ ok: false, reason: "refused" });
    expect(await addVisitorPasskey(ann, "Junk", "{not json", siteUrl)).toEqual({ ok: false, reason: "refused" });
    expect(await addVisitorPasskey(ann, "Huge", `"${"x".repeat(20_000)}"`, siteUrl)).toEqual({ ok: false, reason: "refused" });
    expect(await visitorPasskeyList(ann.accountId)).toEqual([]);
  });

  it(`keeps at most ${maxPasskeysPerAccount} passkeys per account`, async () => {
    const ann = await account("ann@example.com");
    for (let n = 0; n < maxPasskeysPerAccount; n += 1) await withPasskey(ann, `Key ${n}`);
    const response = JSON.stringify(softPasskey(siteUrl).register(await passkeyRegistrationOptions(ann, siteUrl)));
    expect(await addVisitorPasskey(ann, "One too many", response, siteUrl)).toEqual({ ok: false, reason: "full" });
    expect(await visitorPasskeyList(ann.accountId)).toHaveLength(maxPasskeysPerAccount);
  });

  it("removes one of the account's own passkeys, never another account's", async () => {
    const ann = await account("ann@example.com");
    const bob = await account("bob@example.com");
    await withPasskey(ann, "Ann's phone");
    const [annsKey] = await visitorPasskeyList(ann.accountId);
    expect(await removeVisitorPasskey(bob.accountId, annsKey!.id)).toBeUndefined();
    expect(await visitorPasskeyList(ann.accountId)).toHaveLength(1);
    expect(await removeVisitorPasskey(ann.accountId, annsKey!.id)).toBe("Ann's phone");
    expect(await visitorPasskeyList(ann.accountId)).toEqual([]);
  });

  it("goes with the account when it is deleted", async () => {
    const ann = await account("ann@example.com");
    await withPasskey(ann);
    await deleteAccount(ann.accountId);
    expect(await db().select().from(visitorPasskeys)).toEqual([]);
  });
});

describe("signing in with a passkey alone", () => {
  it("offers every passkey of the site, requires user verification, and binds the challenge to the browser", async () => {
    const { options, cookie } = await openSignInPage();
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe("required");
    expect(cookie).toMatch(/^pw_passkey_sign_in=/);
    // The same browser keeps its nonce, so a second tab's page does not break the first's.
    const again = await openSignInPage(cookie);
    expect(again.cookie.split(".")[0]).toBe(cookie.split(".")[0]);
  });

  it("signs the passkey's account in with a new session, marks it used, and refuses the same answer twice", async () => {
    const ann = await account("ann@example.com");
    await db()
      .update(visitorAccounts)
      .set({ lastSeenAt: new Date("2025-01-01T00:00:00Z"), retentionWarnedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(visitorAccounts.id, ann.accountId));
    const key = await withPasskey(ann);
    const page = await openSignInPage();
    const answer = JSON.stringify(key.authenticate(page.options));

    const signedIn = await signIn(answer, page.cookie);
    expect(signedIn).toMatchObject({ ok: true, clearBrowser: expect.stringMatching(/^pw_passkey_sign_in=;/) });
    if (!signedIn.ok) return;
    expect(await findVisitor(signedIn.token)).toEqual({ accountId: ann.accountId, email: "ann@example.com", read: {} });
    const [used] = await visitorPasskeyList(ann.accountId);
    expect(used!.lastUsedAt).toBeInstanceOf(Date);
    const [row] = await db().select().from(visitorAccounts).where(eq(visitorAccounts.id, ann.accountId));
    expect(row!.retentionWarnedAt).toBeNull();
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(new Date("2026-01-01T00:00:00Z").getTime());

    expect(await signIn(answer, page.cookie)).toEqual({ ok: false, status: 400 });
  });

  it("refuses a challenge from one browser answered in another", async () => {
    const ann = await account("ann@example.com");
    const key = await withPasskey(ann);
    const first = await openSignInPage();
    const second = await openSignInPage();
    const answer = JSON.stringify(key.authenticate(first.options));
    expect(await signIn(answer, second.cookie)).toEqual({ ok: false, status: 400 });
    expect(await signIn(answer, null)).toEqual({ ok: false, status: 400 });
    // In its own browser the answer still works: the refusals did not spend it.
    expect(await signIn(answer, first.cookie)).toMatchObject({ ok: true });
  });

  it("gives one plain refusal for an unknown passkey, a removed one and a forged answer", async () => {
    const ann = await account("ann@example.com");
    const key = await withPasskey(ann);
    const stranger = softPasskey(siteUrl);
    const page = await openSignInPage();
    expect(await signIn(JSON.stringify(stranger.authenticate(page.options)), page.cookie)).toEqual({ ok: false, status: 400 });

    const forged = key.authenticate(page.options);
    forged.response.signature = stranger.authenticate(page.options).response.signature;
    expect(await signIn(JSON.stringify(forged), page.cookie)).toEqual({ ok: false, status: 400 });

    const [stored] = await visitorPasskeyList(ann.accountId);
    await removeVisitorPasskey(ann.accountId, stored!.id);
    const fresh = await openSignInPage();
    expect(await signIn(JSON.stringify(key.authenticate(fresh.options)), fresh.cookie)).toEqual({ ok: false, status: 400 });
  });

  it(`counts answers per client: past ${passkeyTriesPerClientPerHour} an hour, even a right one waits`, async () => {
    const ann = await account("ann@example.com");
    const key = await withPasskey(ann);
    for (let n = 0; n < passkeyTriesPerClientPerHour; n += 1)
      expect(await signIn("{}", null, "10.9.0.9")).toEqual({ ok: false, status: 400 });
    const page = await openSignInPage();
    const answer = JSON.stringify(key.authenticate(page.options));
    expect(await signIn(answer, page.cookie, "10.9.0.9")).toEqual({ ok: false, status: 429, rateLimited: true });
    expect(await signIn(answer, page.cookie, "10.9.0.10")).toMatchObject({ ok: true });
  });
});
