import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteAccount } from "~/account/account.server";
import { signInPath } from "~/account/paths";
import { codeValidMinutes, signInMessages } from "~/account/sign-in-code";
import { checkSignInCode, codesPerAddressPerHour, requestSignInCode } from "~/account/sign-in.server";
import {
  endAllVisitorSessions,
  endOtherVisitorSession,
  endOtherVisitorSessions,
  findVisitor,
  listedSessions,
  visitorSessionList,
} from "~/account/sessions.server";
import { visitorSessionIdleMs } from "~/account/session-cookie";
import { findSessionAdmin } from "~/admin/sign-in/sessions.server";
import { db } from "~/db/database.server";
import { outbox, rateLimits, visitorAccounts, visitorSessions, visitorSignInCodes } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { messageToSend } from "~/email/sealed-links.server";
import { accountSignInPath } from "~/privacy/account-entries.server";
import { erasePerson, exportDocument, findPerson } from "~/privacy/personal-data.server";
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
  await db().delete(rateLimits);
  await db().delete(visitorSignInCodes);
  await db().delete(visitorAccounts);
});

function guarded(fields: Record<string, string>, now = new Date()): FormData {
  const data = new FormData();
  data.set(formGuardFieldNames.stamp, formStamp(new Date(now.getTime() - 5_000)));
  data.set(formGuardFieldNames.honeypot, "");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The Cookie header a browser sends back for a Set-Cookie value. */
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

/** Asks for a code as a browser would; returns its pending cookie and the code the email carries. */
async function askForCode(email: string, client = "10.0.0.1", now = new Date()) {
  const outcome = await requestSignInCode(guarded({ email }, now), client, false, now);
  if (!outcome.ok) throw new Error(`no code: ${JSON.stringify(outcome)}`);
  const [message] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  const sent = messageToSend(message!)!;
  const code = /Your code: (\d{6})/.exec(sent.textBody)?.[1];
  if (!code) throw new Error("no code in the email");
  return { cookie: cookieOf(outcome.setCookie), code, stored: message! };
}

const typeCode = (cookie: string, code: string, now = new Date(), client = "10.0.0.1") =>
  checkSignInCode(guarded({ code }, now), cookie, client, false, "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0", now);

describe("asking for a sign-in code", () => {
  it("emails six digits that the stored email and the code table never hold in clear", async () => {
    const { code, stored } = await askForCode(" Ann@Example.com ");
    expect(stored.toAddress).toBe("ann@example.com");
    expect(stored.kind).toBe("visitor-sign-in-code");
    expect(JSON.stringify(stored)).not.toContain(code);
    const [row] = await db().select().from(visitorSignInCodes);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(codeValidMinutes * 60_000);
  });

  it("answers a known and an unknown address the same way", async () => {
    await db().insert(visitorAccounts).values({ email: "known@example.com" });
    const known = await requestSignInCode(guarded({ email: "known@example.com" }), "10.0.0.1", false);
    const unknown = await requestSignInCode(guarded({ email: "new@example.com" }), "10.0.0.1", false);
    expect(known.ok && unknown.ok).toBe(true);
    expect(Object.keys(known).sort()).toEqual(Object.keys(unknown).sort());
    expect((await db().select().from(outbox)).map((row) => row.kind)).toEqual(["visitor-sign-in-code", "visitor-sign-in-code"]);
  });

  it("refuses a bad address, and a sixth code to one address within the hour", async () => {
    expect(await requestSignInCode(guarded({ email: "not-an-address" }), "10.0.0.1", false)).toMatchObject({
      ok: false,
      status: 400,
      email: "not-an-address",
      error: signInMessages.invalidEmail,
    });
    const outcomes = [];
    for (let i = 0; i <= codesPerAddressPerHour; i++) {
      outcomes.push((await requestSignInCode(guarded({ email: "ann@example.com" }), `10.0.1.${i}`, false)).ok);
    }
    expect(outcomes).toEqual([...Array<boolean>(codesPerAddressPerHour).fill(true), false]);
    expect(JSON.stringify(await db().select().from(rateLimits))).not.toContain("ann@example.com");
  });
});

describe("typing the code", () => {
  it("makes the account on the first right code and starts a session that is never an admin's", async () => {
    const { cookie, code } = await askForCode("ann@example.com");
    const outcome = await typeCode(cookie, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.clearPending).toMatch(/^pw_sign_in=;/);
    expect(await findVisitor(outcome.token)).toMatchObject({ email: "ann@example.com" });
    expect(await findSessionAdmin(outcome.token)).toBeUndefined();
    expect(await db().select().from(visitorAccounts)).toHaveLength(1);
  });

  it("signs in to the same account the next time", async () => {
    const first = await askForCode("ann@example.com");
    const one = await typeCode(first.cookie, first.code);
    const second = await askForCode("ann@example.com");
    const two = await typeCode(second.cookie, second.code);
    expect(one.ok && two.ok).toBe(true);
    if (!one.ok || !two.ok) return;
    expect((await findVisitor(one.token))!.accountId).toBe((await findVisitor(two.token))!.accountId);
  });

  it("works once", async () => {
    const { cookie, code } = await askForCode("ann@example.com");
    expect((await typeCode(cookie, code)).ok).toBe(true);
    expect(await typeCode(cookie, code)).toMatchObject({ ok: false, restart: true, notice: signInMessages.spent });
  });

  it("signs in exactly once when the right code is posted twice at the same moment", async () => {
    const { cookie, code } = await askForCode("ann@example.com");
    const outcomes = await Promise.all([typeCode(cookie, code), typeCode(cookie, code), typeCode(cookie, code)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await db().select().from(visitorSessions)).toHaveLength(1);
  });

  it("counts wrong tries, refuses a sixth, and then refuses the right code too", async () => {
    const { cookie, code } = await askForCode("ann@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    const messages = [];
    for (let i = 0; i < 6; i++) {
      const outcome = await typeCode(cookie, wrong);
      messages.push(outcome.ok ? "ok" : (outcome.error ?? outcome.notice));
    }
    expect(messages).toEqual([
      signInMessages.wrongCode(4),
      signInMessages.wrongCode(3),
      signInMessages.wrongCode(2),
      signInMessages.wrongCode(1),
      signInMessages.noTriesLeft,
      signInMessages.noTriesLeft,
    ]);
    expect(await typeCode(cookie, code)).toMatchObject({ ok: false, notice: signInMessages.noTriesLeft });
  });

  it("does not count a try that is not six digits", async () => {
    const { cookie, code } = await askForCode("ann@example.com");
    expect(await typeCode(cookie, "12345")).toMatchObject({ ok: false, error: signInMessages.invalidCode });
    const [row] = await db().select().from(visitorSignInCodes);
    expect(row!.attempts).toBe(0);
    expect((await typeCode(cookie, code)).ok).toBe(true);
  });

  it("refuses an expired code", async () => {
    const start = new Date();
    const { cookie, code } = await askForCode("ann@example.com", "10.0.0.1", start);
    const later = new Date(start.getTime() + codeValidMinutes * 60_000 + 1_000);
    // The pending cookie lasts as long as the code: past it, the browser is sent back to ask again.
    expect(await typeCode(cookie, code, later)).toMatchObject({ ok: false, restart: true, notice: signInMessages.expired });
    await db()
      .update(visitorSignInCodes)
      .set({ expiresAt: new Date(start.getTime() + 60_000) });
    expect(await typeCode(cookie, code, new Date(start.getTime() + 2 * 60_000))).toMatchObject({
      ok: false,
      restart: true,
      notice: signInMessages.expired,
    });
  });

  it("treats a code sent to another address as wrong here", async () => {
    const ann = await askForCode("ann@example.com");
    const bob = await askForCode("bob@example.com");
    if (ann.code === bob.code) return expect(ann.code).not.toBe(bob.code); // one chance in a million: say so rather than pass
    expect(await typeCode(bob.cookie, ann.code)).toMatchObject({ ok: false, error: signInMessages.wrongCode(4) });
    expect(await typeCode(bob.cookie, bob.code)).toMatchObject({ ok: true });
  });

  it("sends a browser with no pending code back to the start", async () => {
    expect(await typeCode("", "123456")).toMatchObject({ ok: false, restart: true });
    expect(await typeCode("pw_sign_in=forged.123", "123456")).toMatchObject({ ok: false, restart: true });
  });
});

async function signIn(email: string, client = "10.0.0.1", now = new Date()): Promise<string> {
  const { cookie, code } = await askForCode(email, client, now);
  const outcome = await typeCode(cookie, code, now, client);
  if (!outcome.ok) throw new Error("not signed in");
  return outcome.token;
}

describe("sessions", () => {
  it("end after a month unused, and sign out everywhere ends them all", async () => {
    const start = new Date();
    const laptop = await signIn("ann@example.com", "10.0.0.1", start);
    const phone = await signIn("ann@example.com", "10.0.0.2", start);
    const visitor = (await findVisitor(laptop, start))!;
    const listed = await visitorSessionList(visitor.accountId, laptop, start);
    expect(listed.map((session) => session.current).sort()).toEqual([false, true]);
    expect(await findVisitor(phone, new Date(start.getTime() + visitorSessionIdleMs + 1_000))).toBeUndefined();
    expect(await endAllVisitorSessions(visitor.accountId)).toBe(2);
    expect(await findVisitor(laptop, start)).toBeUndefined();
  });

  it("signs out the other browsers and keeps this one, and lists at most a page of sessions", async () => {
    const laptop = await signIn("ann@example.com", "10.0.0.1");
    const visitor = (await findVisitor(laptop))!;
    const others = Array.from({ length: listedSessions + 5 }, (_, i) => ({ idHash: `other-${i}`, accountId: visitor.accountId }));
    await db().insert(visitorSessions).values(others);
    expect(await visitorSessionList(visitor.accountId, laptop)).toHaveLength(listedSessions);
    expect(await endOtherVisitorSessions(visitor.accountId, laptop)).toBe(listedSessions + 5);
    expect((await visitorSessionList(visitor.accountId, laptop)).map((session) => session.current)).toEqual([true]);
    expect(await findVisitor(laptop)).toMatchObject({ email: "ann@example.com" });
  });

  it("signs out one other browser by its listed key, never this one or another account's", async () => {
    const laptop = await signIn("ann@example.com", "10.0.0.1");
    const phone = await signIn("ann@example.com", "10.0.0.2");
    const tablet = await signIn("ann@example.com", "10.0.0.3");
    const stranger = await signIn("bob@example.com", "10.0.0.4");
    const ann = (await findVisitor(laptop))!;
    const bob = (await findVisitor(stranger))!;
    const keys = await visitorSessionList(ann.accountId, laptop);
    const own = keys.find((session) => session.current)!.key;
    const [first, second] = keys.filter((session) => !session.current).map((session) => session.key);

    // Another account's key, or this browser's own, ends nothing: the list's form only names Ann's others.
    expect(await endOtherVisitorSession(bob.accountId, first!, stranger)).toBeUndefined();
    expect(await endOtherVisitorSession(ann.accountId, own, laptop)).toBeUndefined();
    expect(await endOtherVisitorSession(ann.accountId, "no-such-key", laptop)).toBeUndefined();
    expect(await visitorSessionList(ann.accountId, laptop)).toHaveLength(3);

    expect(await endOtherVisitorSession(ann.accountId, first!, laptop)).toEqual({ userAgent: expect.stringContaining("Chrome") as string });
    expect(await endOtherVisitorSession(ann.accountId, first!, laptop)).toBeUndefined();
    const left = await visitorSessionList(ann.accountId, laptop);
    expect(left.map((session) => session.key).sort()).toEqual([own, second].sort());
    // Exactly one of the phone and the tablet was signed out; the laptop and Bob stay in.
    const stillIn = await Promise.all([phone, tablet].map((token) => findVisitor(token)));
    expect(stillIn.filter(Boolean)).toHaveLength(1);
    expect(await findVisitor(laptop)).toMatchObject({ email: "ann@example.com" });
    expect(await findVisitor(stranger)).toMatchObject({ email: "bob@example.com" });
  });
});

describe("the account's personal data", () => {
  it("is found, exported without secrets, and erased with everything it holds", async () => {
    const token = await signIn("ann@example.com");
    await askForCode("ann@example.com");
    const found = await findPerson("ann@example.com");
    const counts = Object.fromEntries(found.parts.map((part) => [part.entry.name, part.rows.length]));
    expect(counts).toMatchObject({ visitor_accounts: 1, visitor_sessions: 1, visitor_sign_in_codes: 2 });
    const exported = JSON.stringify(exportDocument(found));
    const [code] = await db().select().from(visitorSignInCodes);
    expect(exported).not.toContain(code!.codeHash);
    await erasePerson("ann@example.com", "owner");
    expect(await findVisitor(token)).toBeUndefined();
    for (const table of [visitorAccounts, visitorSessions, visitorSignInCodes]) expect(await db().select().from(table)).toHaveLength(0);
  });

  it("is deleted at once from the account page", async () => {
    const token = await signIn("ann@example.com");
    const visitor = (await findVisitor(token))!;
    await deleteAccount(visitor.accountId);
    for (const table of [visitorAccounts, visitorSessions, visitorSignInCodes]) expect(await db().select().from(table)).toHaveLength(0);
  });

  it("names the sign-in page the retention email links to", () => {
    expect(accountSignInPath).toBe(signInPath);
  });
});

describe("retention of unused accounts", () => {
  const monthMs = 30 * 24 * 60 * 60 * 1000;
  const dayMs = 24 * 60 * 60 * 1000;

  it("warns an account unused for 24 months, deletes it 30 days later, and spares one whose owner came back", async () => {
    const { accountEntry } = await import("~/privacy/account-entries.server");
    const { retentionDefaults } = await import("~/privacy/retention-settings");
    const now = new Date();
    const old = new Date(now.getTime() - 24 * monthMs - dayMs);
    await db()
      .insert(visitorAccounts)
      .values([
        { email: "gone@example.com", createdAt: old, lastSeenAt: old },
        { email: "back@example.com", createdAt: old, lastSeenAt: old },
        { email: "recent@example.com", createdAt: old, lastSeenAt: new Date(now.getTime() - 20 * monthMs) },
      ]);
    const expire = (at: Date) => db().transaction((tx) => accountEntry.expire!(tx, at, retentionDefaults, 100));

    expect(await expire(now)).toBe(2);
    const warnings = await db().select().from(outbox);
    expect(warnings.map((row) => [row.kind, row.toAddress]).sort()).toEqual([
      ["account-retention-warning", "back@example.com"],
      ["account-retention-warning", "gone@example.com"],
    ]);
    // A second run the next day warns nobody again and deletes nobody yet.
    expect(await expire(new Date(now.getTime() + dayMs))).toBe(0);

    // One owner signs in again (what findVisitor does on a visit).
    await db()
      .update(visitorAccounts)
      .set({ lastSeenAt: new Date(now.getTime() + 2 * dayMs), retentionWarnedAt: null })
      .where(eq(visitorAccounts.email, "back@example.com"));
    expect(await expire(new Date(now.getTime() + 31 * dayMs))).toBe(1);
    expect((await db().select().from(visitorAccounts)).map((row) => row.email).sort()).toEqual(["back@example.com", "recent@example.com"]);
  });
});
