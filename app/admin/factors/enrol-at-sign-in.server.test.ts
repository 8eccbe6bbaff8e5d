import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "../accounts/accounts.server";
import { enrolmentAtSignIn, finishEnrolmentAtSignIn } from "./enrol-at-sign-in.server";
import { setSecondFactorRequired } from "./factor-policy.server";
import { confirmTotp, listFactors, startTotpEnrolment, totpEnrolment } from "./factors.server";
import { totpCodeAt } from "./totp";

let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
});
afterAll(() => dispose());

async function newAdmin(email: string) {
  await createAdmin(email, "a long and unguessable phrase");
  return (await findAdminByEmail(email))!;
}

/** What an attacker holding a pending enrol step would post: a code for an app of their own. */
function attackerFinish(adminId: number, factorId: number, secret: string) {
  return finishEnrolmentAtSignIn({
    adminId,
    factorId,
    code: totpCodeAt(secret, Date.now()),
    ip: "203.0.113.9",
    userAgent: null,
    claim: () => Promise.resolve(true),
  });
}

describe("adding a factor to finish a sign-in", () => {
  it("is refused to an account that already has a factor, whatever the pending step says", async () => {
    const admin = await newAdmin("has-app@example.com");
    const id = (await startTotpEnrolment(admin.id, "Owner's phone")) as number;
    const secret = (await totpEnrolment(admin.id, id, admin.email))!.secret.replace(/ /g, "");
    expect(await confirmTotp(admin.id, id, totpCodeAt(secret, Date.now()))).toMatchObject({ ok: true });
    await setSecondFactorRequired(true);

    expect(await enrolmentAtSignIn(admin.id)).toBeUndefined();
    const planted = (await startTotpEnrolment(admin.id, "Attacker")) as number;
    const plantedSecret = (await totpEnrolment(admin.id, planted, admin.email))!.secret.replace(/ /g, "");
    expect(await attackerFinish(admin.id, planted, plantedSecret)).toEqual({ ok: false, reason: "gone" });
    expect((await listFactors(admin.id)).filter((factor) => factor.verifiedAt !== null).map((factor) => factor.name)).toEqual([
      "Owner's phone",
    ]);
  });

  it("is refused while the owner does not require a second factor", async () => {
    const admin = await newAdmin("no-app@example.com");
    await setSecondFactorRequired(false);
    expect(await enrolmentAtSignIn(admin.id)).toBeUndefined();
    await setSecondFactorRequired(true);
    const found = (await enrolmentAtSignIn(admin.id))!;
    await setSecondFactorRequired(false);
    const secret = found.enrolment.secret.replace(/ /g, "");
    expect(await attackerFinish(admin.id, found.enrolment.id, secret)).toEqual({ ok: false, reason: "gone" });
  });
});
