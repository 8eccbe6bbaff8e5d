import { randomBytes, scryptSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { admins } from "~/db/schema";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { findAdminByEmail, resetPasswordFromCommandLine } from "../accounts/accounts.server";
import { removeAdmin, signOutAdminEverywhere } from "../accounts/invitations.server";
import { attemptLogin, loginFailuresPerAccount, loginFailuresPerAccountAndAddress, type LoginResult } from "./login.server";
import { issueLink } from "../accounts/one-time-links.server";
import { completePasswordReset } from "../accounts/password-reset.server";

/*
 * Issue 29 item 14: a device cookie lets its browser past the account's pause under a flood of
 * wrong passwords (decision 031). Whoever took a browser must lose that once the owner resets the
 * password, signs the account out everywhere, or the account is removed.
 */
let dispose: () => Promise<void>;
const right = "the-right-password-devices";
const newPassword = "velvet cactus ferry harbor lantern";
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
});
afterAll(() => dispose());

/**
 * An admin whose hash carries a small scrypt cost (the cost travels inside each hash): the flood
 * below checks many passwords, and the site's own cost would make that minutes on a busy machine.
 */
async function createAdmin(email: string, password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  const passwordHash = ["scrypt", 10, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
  await db().insert(admins).values({ email, passwordHash });
}

let nextAddress = 0;
function deviceTokenOf(result: LoginResult): string {
  if (!result.ok) throw new Error(`login refused: ${result.reason}`);
  return result.deviceToken;
}

/** An account with a device cookie, then more wrong passwords from new addresses than the account allows. */
async function floodedAccountWithDevice(email: string, password = right) {
  await createAdmin(email, password);
  const deviceToken = deviceTokenOf(await attemptLogin({ email, password, ip: "10.20.0.1" }));
  const addresses = Math.ceil(loginFailuresPerAccount / loginFailuresPerAccountAndAddress) + 1;
  for (let address = 0; address < addresses; address++) {
    for (let i = 0; i < loginFailuresPerAccountAndAddress; i++) {
      await attemptLogin({ email, password: `guess-${i}`, ip: `10.21.${nextAddress}.${address}` });
    }
  }
  nextAddress += 1;
  // The cookie still counts as the owner's browser: it signs in from a new address.
  expect(await attemptLogin({ email, password, ip: "10.22.0.1", deviceToken })).toMatchObject({ ok: true });
  return deviceToken;
}

const fromNewAddress = (email: string, password: string, deviceToken: string) =>
  attemptLogin({ email, password, ip: `10.23.${nextAddress++}.1`, deviceToken });

describe("device cookies are revoked", () => {
  it("by a sign-out everywhere from the admins page", async () => {
    const email = "signed-out@example.com";
    const deviceToken = await floodedAccountWithDevice(email);
    const { id } = (await findAdminByEmail(email))!;
    expect(await signOutAdminEverywhere(id)).toMatchObject({ email });
    expect(await fromNewAddress(email, right, deviceToken)).toMatchObject({ ok: false, reason: "limited" });
  });

  it("by a password reset with an emailed link", async () => {
    const email = "reset-by-link@example.com";
    const deviceToken = await floodedAccountWithDevice(email);
    const { id } = (await findAdminByEmail(email))!;
    const token = await db().transaction((tx) => issueLink(tx, "reset", { adminId: id }));
    expect(await completePasswordReset(token, newPassword, "10.24.0.1")).toMatchObject({ ok: true });
    expect(await fromNewAddress(email, newPassword, deviceToken)).toMatchObject({ ok: false, reason: "limited" });
  });

  it("by a password reset from the command line", async () => {
    const email = "reset-by-shell@example.com";
    const deviceToken = await floodedAccountWithDevice(email);
    expect(await resetPasswordFromCommandLine(email, newPassword)).toBe("reset");
    expect(await fromNewAddress(email, newPassword, deviceToken)).toMatchObject({ ok: false, reason: "limited" });
  });

  it("by removing the account, even when the address is invited back", async () => {
    const email = "removed@example.com";
    const deviceToken = await floodedAccountWithDevice(email);
    const { id } = (await findAdminByEmail(email))!;
    expect(await removeAdmin(id)).toMatchObject({ ok: true });
    await createAdmin(email, right);
    expect(await fromNewAddress(email, right, deviceToken)).toMatchObject({ ok: false, reason: "limited" });
  });

  it("while a fresh sign-in after the revocation gets a cookie that counts again", async () => {
    const email = "fresh-device@example.com";
    await floodedAccountWithDevice(email);
    const { id } = (await findAdminByEmail(email))!;
    await signOutAdminEverywhere(id);
    // The browser the owner signs in with next (from an address it used before) gets a new cookie.
    const renewed = deviceTokenOf(await attemptLogin({ email, password: right, ip: "10.20.0.1" }));
    expect(await fromNewAddress(email, right, renewed)).toMatchObject({ ok: true });
  });
});
