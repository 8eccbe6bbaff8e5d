import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { adminFactors, adminRecoveryCodes } from "~/db/schema";
import { maskEmail } from "~/email/mask";
import { unseal } from "~/security/secret-box.server";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "../accounts/accounts.server";
import { auditPage } from "../audit/audit.server";
import { enrolmentAtSignIn, finishEnrolmentAtSignIn } from "./enrol-at-sign-in.server";
import { setSecondFactorRequired } from "./factor-policy.server";
import {
  confirmTotp,
  listFactors,
  remainingRecoveryCodes,
  removeFactor,
  replaceRecoveryCodes,
  startTotpEnrolment,
  totpEnrolment,
} from "./factors.server";
import { attemptLogin } from "../sign-in/login.server";
import { removeFactorsFromCommandLine } from "./remove-factors.server";
import { claimSecondStep, findSecondStep, startSecondStep } from "../sign-in/second-step-pending.server";
import { attemptSecondStep, secondStepFailuresPerAccount } from "../sign-in/second-step.server";
import { createSession, findSessionAdmin } from "../sign-in/sessions.server";
import { totpCodeAt } from "./totp";

let dispose: () => Promise<void>;
const password = "the-right-password";
const siteUrl = "http://localhost:3000";
/** The pending-step row is second-step-pending.server.test.ts's subject; here it is always there. */
const stepStillPending = () => Promise.resolve(true);
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  for (const email of ["mfa@example.com", "plain@example.com", "limited@example.com", "lost@example.com", "forced@example.com"]) {
    await createAdmin(email, password);
  }
});
afterAll(() => dispose());

async function adminOf(email: string) {
  const admin = (await findAdminByEmail(email))!;
  return { id: admin.id, email: admin.email };
}

/** The secret of an enrolment as the page shows it (grouped), back to what an app stores. */
async function enrolApp(adminId: number, email: string, name = "Phone") {
  const id = await startTotpEnrolment(adminId, name);
  if (id === "full") throw new Error("full");
  const view = (await totpEnrolment(adminId, id, email))!;
  return { id, secret: view.secret.replace(/ /g, ""), view };
}

async function latestAudit(kind: string) {
  const { entries } = await auditPage({ kind: kind as never });
  return entries[0];
}

describe("second factors", () => {
  it("enrols an app: secret shown until a correct code verifies it, sealed in the database, never shown after", async () => {
    const admin = await adminOf("mfa@example.com");
    const { id, secret, view } = await enrolApp(admin.id, admin.email);
    expect(view.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(view.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(view.qrSvg).not.toMatch(/<script|style=/);
    const [row] = await db().select().from(adminFactors).where(eq(adminFactors.id, id));
    expect(row!.totpSecret).not.toContain(secret);
    expect(unseal("totp-secret", row!.totpSecret!)).toBe(secret);
    expect(row!.verifiedAt).toBeNull();

    // Unverified: the password alone still signs in.
    expect(await attemptLogin({ email: admin.email, password, ip: "10.9.0.1" })).toMatchObject({ ok: true });

    expect(await confirmTotp(admin.id, id, "000000")).toEqual({ ok: false });
    const confirmed = await confirmTotp(admin.id, id, totpCodeAt(secret, Date.now()));
    expect(confirmed).toMatchObject({ ok: true, name: "Phone" });
    expect(confirmed.ok && confirmed.recoveryCodes).toHaveLength(10);
    expect(await remainingRecoveryCodes(admin.id)).toBe(10);
    expect(await totpEnrolment(admin.id, id, admin.email)).toBeUndefined();
    expect((await listFactors(admin.id))[0]).toMatchObject({ kind: "totp", name: "Phone", verifiedAt: expect.any(Date) });
  });

  it("signs in in two steps with an app code, which cannot be used twice", async () => {
    const admin = await adminOf("mfa@example.com");
    const [factor] = await db().select().from(adminFactors).where(eq(adminFactors.adminId, admin.id));
    const secret = unseal("totp-secret", factor!.totpSecret!)!;

    const first = await attemptLogin({ email: admin.email, password, ip: "10.9.0.2" });
    expect(first).toEqual({ ok: false, reason: "second-step", adminId: admin.id, enrol: false });

    const base = {
      adminId: admin.id,
      ip: "10.9.0.2",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
      siteUrl,
      claim: stepStillPending,
    };
    expect(await attemptSecondStep({ ...base, code: "000000" })).toMatchObject({ ok: false, reason: "invalid" });
    // The audit log keeps every address masked (issue 29 item 6).
    const failed = await latestAudit("second-step-failed");
    expect(failed).toMatchObject({
      adminEmail: maskEmail(admin.email),
      summary: "Failed second step (a wrong code)",
    });
    expect(JSON.stringify(failed)).not.toContain(admin.email);

    // The next step's code (the enrolment used this step's): accepted once, then refused as a replay.
    const next = totpCodeAt(secret, Date.now() + 30_000);
    const signedIn = await attemptSecondStep({ ...base, code: next });
    expect(signedIn).toMatchObject({ ok: true });
    if (!signedIn.ok) return;
    expect(await findSessionAdmin(signedIn.token)).toMatchObject({ email: admin.email });
    expect(await latestAudit("sign-in")).toMatchObject({
      summary: "Signed in with a password and an authenticator app code on Chrome on Linux",
      details: { factor: "totp", factorName: "Phone", device: "Chrome on Linux" },
    });
    expect(await attemptSecondStep({ ...base, code: next })).toMatchObject({ ok: false, reason: "invalid" });
    expect(await latestAudit("second-step-failed")).toMatchObject({ summary: "Failed second step (a code already used)" });
  });

  it("signs in with a recovery code once, and regenerating ends the old codes", async () => {
    const admin = await adminOf("mfa@example.com");
    const codes = await replaceRecoveryCodes(admin.id);
    const stored = await db().select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);

    const base = { adminId: admin.id, ip: "10.9.0.3", userAgent: null, siteUrl, claim: stepStillPending };
    const signedIn = await attemptSecondStep({ ...base, code: codes[0]!.toUpperCase() });
    expect(signedIn).toMatchObject({ ok: true });
    expect(await latestAudit("sign-in")).toMatchObject({ details: { factor: "recovery-code" } });
    expect(await remainingRecoveryCodes(admin.id)).toBe(9);
    expect(await attemptSecondStep({ ...base, code: codes[0]! })).toMatchObject({ ok: false, reason: "invalid" });

    const fresh = await replaceRecoveryCodes(admin.id);
    expect(await attemptSecondStep({ ...base, code: codes[1]! })).toMatchObject({ ok: false });
    expect(await attemptSecondStep({ ...base, code: fresh[1]! })).toMatchObject({ ok: true });
  });

  it("pauses the second step after repeated failures on the account, even for a right code", async () => {
    const admin = await adminOf("limited@example.com");
    const { id, secret } = await enrolApp(admin.id, admin.email);
    await confirmTotp(admin.id, id, totpCodeAt(secret, Date.now() - 30_000));
    const base = { adminId: admin.id, userAgent: null, siteUrl, claim: stepStillPending };
    for (let i = 0; i < secondStepFailuresPerAccount; i++) {
      expect(await attemptSecondStep({ ...base, ip: `10.8.0.${i}`, code: "000000" })).toMatchObject({ reason: "invalid" });
    }
    const paused = await attemptSecondStep({ ...base, ip: "10.8.1.1", code: totpCodeAt(secret, Date.now()) });
    expect(paused).toMatchObject({ ok: false, reason: "limited" });
    if (!paused.ok) expect(paused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("a password-only sign-in records the factor too, and removing the last factor returns to it", async () => {
    const admin = await adminOf("plain@example.com");
    expect(await attemptLogin({ email: admin.email, password, ip: "10.9.0.4" })).toMatchObject({ ok: true });
    const signIn = await latestAudit("sign-in");
    expect(signIn).toMatchObject({ adminEmail: maskEmail(admin.email), details: { factor: "password" } });
    expect(JSON.stringify(signIn)).not.toContain(admin.email);

    const { id, secret } = await enrolApp(admin.id, admin.email);
    await confirmTotp(admin.id, id, totpCodeAt(secret, Date.now()));
    expect(await attemptLogin({ email: admin.email, password, ip: "10.9.0.4" })).toMatchObject({ reason: "second-step" });
    expect(await removeFactor(admin.id + 1000, id)).toBeUndefined();
    expect(await removeFactor(admin.id, id)).toMatchObject({ kind: "totp" });
    expect(await remainingRecoveryCodes(admin.id)).toBe(0);
    expect(await attemptLogin({ email: admin.email, password, ip: "10.9.0.4" })).toMatchObject({ ok: true });
  });

  it("removes every factor from the command line's function, ends sessions and logs it", async () => {
    const admin = await adminOf("lost@example.com");
    const { id, secret } = await enrolApp(admin.id, admin.email);
    await confirmTotp(admin.id, id, totpCodeAt(secret, Date.now()));
    const session = await createSession(admin.id);
    expect(await removeFactorsFromCommandLine(admin.email)).toEqual({ factors: 1, sessions: 1 });
    expect(await findSessionAdmin(session)).toBeUndefined();
    expect(await listFactors(admin.id)).toEqual([]);
    expect(await remainingRecoveryCodes(admin.id)).toBe(0);
    const removed = await latestAudit("factor-removed");
    expect(removed).toMatchObject({
      adminEmail: maskEmail(admin.email),
      ip: null,
      details: { factorsRemoved: 1, sessionsEnded: 1 },
    });
    expect(JSON.stringify(removed)).not.toContain(admin.email);
    expect(await removeFactorsFromCommandLine("nobody@example.com")).toBe("unknown");
  });

  it("with the owner's setting on, an admin without a factor enrols right after the password, then is signed in", async () => {
    const admin = await adminOf("forced@example.com");
    await setSecondFactorRequired(true);
    try {
      expect(await attemptLogin({ email: admin.email, password, ip: "10.9.0.5" })).toEqual({
        ok: false,
        reason: "second-step",
        adminId: admin.id,
        enrol: true,
      });
      const found = (await enrolmentAtSignIn(admin.id))!;
      // Loading the page again shows the same secret, not a new factor each time.
      expect((await enrolmentAtSignIn(admin.id))!.enrolment.id).toBe(found.enrolment.id);
      const secret = found.enrolment.secret.replace(/ /g, "");
      const token = await startSecondStep(admin.id, "enrol", 60_000);
      const claim = () => claimSecondStep(token);
      const base = { adminId: admin.id, factorId: found.enrolment.id, ip: "10.9.0.5", userAgent: null, claim };
      expect(await finishEnrolmentAtSignIn({ ...base, code: "000000" })).toMatchObject({ ok: false, reason: "invalid" });
      // A wrong code leaves the pending step in place.
      expect(await findSecondStep(token)).toMatchObject({ adminId: admin.id, mode: "enrol" });
      const done = await finishEnrolmentAtSignIn({ ...base, code: totpCodeAt(secret, Date.now()) });
      expect(done).toMatchObject({ ok: true, recoveryCodes: expect.any(Array) });
      expect(await findSecondStep(token)).toBeUndefined();
      const added = await latestAudit("factor-added");
      expect(added).toMatchObject({ adminEmail: maskEmail(admin.email), details: { kind: "totp" } });
      expect(JSON.stringify(added)).not.toContain(admin.email);
      // Now it has a factor: the password step asks for it.
      expect(await attemptLogin({ email: admin.email, password, ip: "10.9.0.5" })).toMatchObject({ enrol: false });
      const rows = await db()
        .select()
        .from(adminFactors)
        .where(and(eq(adminFactors.adminId, admin.id)));
      expect(rows).toHaveLength(1);
    } finally {
      await setSecondFactorRequired(false);
    }
  });
});
