import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { createAdmin } from "../accounts/accounts.server";
import {
  attemptLogin,
  loginAttemptsPerIp,
  loginFailuresPerAccount,
  loginFailuresPerAccountAndAddress,
  passwordChecks,
  type LoginResult,
} from "./login.server";
import { findSessionAdmin } from "./sessions.server";

let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  for (const email of ["owner@example.com", "second@example.com", "third@example.com", "flooded@example.com"]) {
    await createAdmin(email, "the-right-password");
  }
});
afterAll(() => dispose());

const right = "the-right-password";

function deviceTokenOf(result: LoginResult): string {
  if (!result.ok) throw new Error(`login refused: ${result.reason}`);
  return result.deviceToken;
}

describe("admin login", () => {
  it("opens a session for the right password, whatever the email's case", async () => {
    const result = await attemptLogin({ email: "Owner@Example.com", password: right, ip: "10.0.0.1" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await findSessionAdmin(result.token)).toMatchObject({ email: "owner@example.com" });
  });

  it("gives the same answer for a wrong password and an unknown account", async () => {
    const wrong = await attemptLogin({ email: "owner@example.com", password: "nope", ip: "10.0.0.2" });
    const unknown = await attemptLogin({ email: "nobody@example.com", password: "nope", ip: "10.0.0.2" });
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    expect(unknown).toEqual(wrong);
  });

  it("pauses an account at one address after repeated failures there, even for the right password", async () => {
    for (let i = 0; i < loginFailuresPerAccountAndAddress; i++) {
      expect(await attemptLogin({ email: "second@example.com", password: `wrong-${i}`, ip: "10.1.0.1" })).toMatchObject({
        reason: "invalid",
      });
    }
    const paused = await attemptLogin({ email: "second@example.com", password: right, ip: "10.1.0.1" });
    expect(paused).toMatchObject({ ok: false, reason: "limited" });
    if (paused.ok || paused.reason !== "limited") return;
    expect(paused.retryAfterSeconds).toBeGreaterThan(0);
    expect(paused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(await attemptLogin({ email: "second@example.com", password: right, ip: "10.1.0.2" })).toMatchObject({ ok: true });
  });

  it("pauses unknown accounts the same way, so the pause reveals nothing", async () => {
    for (let i = 0; i < loginFailuresPerAccountAndAddress; i++) {
      await attemptLogin({ email: "ghost@example.com", password: "x", ip: "10.2.0.1" });
    }
    expect(await attemptLogin({ email: "ghost@example.com", password: "x", ip: "10.2.0.1" })).toMatchObject({ reason: "limited" });
  });

  it("limits attempts from one address across accounts", async () => {
    const ip = "10.3.0.1";
    for (let i = 0; i < loginAttemptsPerIp; i++) {
      await attemptLogin({ email: `probe-${i}@example.com`, password: "x", ip });
    }
    expect(await attemptLogin({ email: "owner@example.com", password: right, ip })).toMatchObject({ reason: "limited" });
    expect(await attemptLogin({ email: "owner@example.com", password: right, ip: "10.3.0.2" })).toMatchObject({ ok: true });
  });

  it("clears an address's failures on an account after a successful login there", async () => {
    for (let i = 0; i < loginFailuresPerAccountAndAddress - 1; i++) {
      await attemptLogin({ email: "third@example.com", password: "wrong", ip: "10.4.0.1" });
    }
    expect(await attemptLogin({ email: "third@example.com", password: right, ip: "10.4.0.1" })).toMatchObject({ ok: true });
    for (let i = 0; i < loginFailuresPerAccountAndAddress - 1; i++) {
      await attemptLogin({ email: "third@example.com", password: "wrong", ip: "10.4.0.1" });
    }
    expect(await attemptLogin({ email: "third@example.com", password: right, ip: "10.4.0.1" })).toMatchObject({ ok: true });
  });
});

describe("a flood of wrong passwords for the owner's account", () => {
  const email = "flooded@example.com";
  let deviceToken: string;

  beforeAll(async () => {
    deviceToken = deviceTokenOf(await attemptLogin({ email, password: right, ip: "10.5.0.1" }));
    // From more addresses than the account's overall limit needs, each as many times as it may.
    const addresses = Math.ceil(loginFailuresPerAccount / loginFailuresPerAccountAndAddress) + 1;
    await Promise.all(
      Array.from({ length: addresses }, async (_, address) => {
        for (let i = 0; i < loginFailuresPerAccountAndAddress; i++) {
          await attemptLogin({ email, password: `guess-${i}`, ip: `10.6.0.${address}` });
        }
      }),
    );
  });

  it("still lets the owner in from the address they signed in from before", async () => {
    expect(await attemptLogin({ email, password: right, ip: "10.5.0.1" })).toMatchObject({ ok: true });
  });

  it("still lets the owner's browser in from anywhere, with its device cookie", async () => {
    expect(await attemptLogin({ email, password: right, ip: "10.7.0.1", deviceToken })).toMatchObject({ ok: true });
  });

  it("pauses the account for new browsers at new addresses", async () => {
    expect(await attemptLogin({ email, password: right, ip: "10.7.0.2" })).toMatchObject({ ok: false, reason: "limited" });
  });

  it("keeps each guessing address paused", async () => {
    expect(await attemptLogin({ email, password: right, ip: "10.6.0.0" })).toMatchObject({ ok: false, reason: "limited" });
  });

  it("pauses a device cookie after its own failures, so a stolen one guesses no faster", async () => {
    const stolen = deviceTokenOf(await attemptLogin({ email, password: right, ip: "10.5.0.1" }));
    for (let i = 0; i < loginFailuresPerAccountAndAddress; i++) {
      await attemptLogin({ email, password: `guess-${i}`, ip: `10.8.0.${i}`, deviceToken: stolen });
    }
    expect(await attemptLogin({ email, password: right, ip: "10.8.1.1", deviceToken: stolen })).toMatchObject({
      ok: false,
      reason: "limited",
    });
    expect(await attemptLogin({ email, password: right, ip: "10.8.1.1", deviceToken })).toMatchObject({ ok: true });
  });
});

describe("password checks at once", () => {
  it("runs at most two, queues a few and refuses the rest as too many attempts", async () => {
    const attempts = 30;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) => attemptLogin({ email: `burst-${i}@example.com`, password: "x", ip: `10.9.0.${i}` })),
    );
    const refused = results.filter((result) => !result.ok && result.reason === "limited");
    expect(refused.length).toBeGreaterThan(0);
    expect(passwordChecks.peak).toBeLessThanOrEqual(2);
    expect(refused[0]).toEqual({ ok: false, reason: "limited", retryAfterSeconds: 5 });
    expect(results.filter((result) => !result.ok && result.reason === "invalid").length).toBe(attempts - refused.length);
    expect(passwordChecks.running).toBe(0);
  });
});
