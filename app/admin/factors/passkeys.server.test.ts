import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskEmail } from "~/email/mask";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { softPasskey } from "../../../tests/support/soft-passkey";
import { createAdmin, findAdminByEmail } from "../accounts/accounts.server";
import { auditPage } from "../audit/audit.server";
import { listFactors, remainingRecoveryCodes } from "./factors.server";
import { attemptLogin } from "../sign-in/login.server";
import { authenticationOptions, registerPasskey, registrationOptions } from "./passkeys.server";
import { attemptSecondStep } from "../sign-in/second-step.server";
import { findSessionAdmin } from "../sign-in/sessions.server";

const siteUrl = "http://localhost:4321";
/** The pending-step row is second-step-pending.server.test.ts's subject; here it is always there. */
const stepStillPending = () => Promise.resolve(true);
const password = "the-right-password";
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  await createAdmin("keys@example.com", password);
});
afterAll(() => dispose());

async function admin() {
  const row = (await findAdminByEmail("keys@example.com"))!;
  return { id: row.id, email: row.email };
}

describe("passkeys as a second factor", () => {
  const key = softPasskey(siteUrl);

  it("registers a passkey (verified, with the first recovery codes); a response is accepted once, for this site only", async () => {
    const owner = await admin();
    const options = await registrationOptions(owner, siteUrl);
    expect(options.rp).toEqual({ name: "Pointwise", id: "localhost" });

    const elsewhere = softPasskey("http://evil.example");
    expect(await registerPasskey(owner, "Evil", JSON.stringify(elsewhere.register(options)), siteUrl)).toMatchObject({ ok: false });

    const fresh = await registrationOptions(owner, siteUrl);
    const response = JSON.stringify(key.register(fresh));
    const registered = await registerPasskey(owner, "Laptop", response, siteUrl);
    expect(registered).toMatchObject({ ok: true });
    expect(registered.ok && registered.recoveryCodes).toHaveLength(10);
    expect(await remainingRecoveryCodes(owner.id)).toBe(10);
    expect(await listFactors(owner.id)).toEqual([
      expect.objectContaining({ kind: "passkey", name: "Laptop", verifiedAt: expect.any(Date) }),
    ]);
    // The same answer again: its challenge is used up.
    expect(await registerPasskey(owner, "Again", response, siteUrl)).toMatchObject({ ok: false });
    expect(await registerPasskey(owner, "Junk", "{not json", siteUrl)).toMatchObject({ ok: false });
  });

  it("signs in with the passkey at the second step, logs it, and refuses the same answer twice", async () => {
    const owner = await admin();
    expect(await attemptLogin({ email: owner.email, password, ip: "10.7.0.1" })).toMatchObject({ reason: "second-step", enrol: false });

    const options = (await authenticationOptions(owner.id, siteUrl))!;
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const answer = JSON.stringify(key.authenticate(options));
    const base = { adminId: owner.id, ip: "10.7.0.1", userAgent: null, siteUrl, claim: stepStillPending };
    const signedIn = await attemptSecondStep({ ...base, passkeyResponse: answer });
    expect(signedIn).toMatchObject({ ok: true });
    if (signedIn.ok) expect(await findSessionAdmin(signedIn.token)).toMatchObject({ email: owner.email });
    const [entry] = (await auditPage({ kind: "sign-in" })).entries;
    expect(entry).toMatchObject({
      summary: expect.stringContaining("with a password and a passkey"),
      details: { factor: "passkey", factorName: "Laptop" },
    });

    expect(await attemptSecondStep({ ...base, passkeyResponse: answer })).toMatchObject({ ok: false, reason: "invalid" });
    const [failed] = (await auditPage({ kind: "second-step-failed" })).entries;
    // The audit log keeps every address masked (issue 29 item 6).
    expect(failed).toMatchObject({ summary: "Failed second step (passkey)", adminEmail: maskEmail(owner.email) });
    expect(JSON.stringify(failed)).not.toContain(owner.email);
  });

  it("refuses a passkey answer made for another admin's challenge", async () => {
    await createAdmin("other@example.com", password);
    const other = (await findAdminByEmail("other@example.com"))!;
    const owner = await admin();
    const options = (await authenticationOptions(owner.id, siteUrl))!;
    const answer = JSON.stringify(key.authenticate(options));
    expect(
      await attemptSecondStep({
        adminId: other.id,
        ip: "10.7.0.2",
        userAgent: null,
        siteUrl,
        claim: stepStillPending,
        passkeyResponse: answer,
      }),
    ).toMatchObject({
      ok: false,
    });
  });
});
