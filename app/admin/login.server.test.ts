import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/integration/test-database";
import { createAdmin } from "./accounts.server";
import { attemptLogin, loginAttemptsPerIp, loginFailuresPerAccount } from "./login.server";
import { findSessionAdmin } from "./sessions.server";

let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  await createAdmin("owner@example.com", "the-right-password");
  await createAdmin("second@example.com", "the-right-password");
});
afterAll(() => dispose());

describe("admin login", () => {
  it("opens a session for the right password, whatever the email's case", async () => {
    const result = await attemptLogin({ email: "Owner@Example.com", password: "the-right-password", ip: "10.0.0.1" });
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

  it("pauses an account after repeated failures, even for the right password", async () => {
    for (let i = 0; i < loginFailuresPerAccount; i++) {
      expect(await attemptLogin({ email: "second@example.com", password: `wrong-${i}`, ip: `10.1.0.${i}` })).toMatchObject({ reason: "invalid" });
    }
    const paused = await attemptLogin({ email: "second@example.com", password: "the-right-password", ip: "10.1.1.1" });
    expect(paused).toMatchObject({ ok: false, reason: "limited" });
    if (paused.ok || paused.reason !== "limited") return;
    expect(paused.retryAfterSeconds).toBeGreaterThan(0);
    expect(paused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it("pauses unknown accounts the same way, so the pause reveals nothing", async () => {
    for (let i = 0; i < loginFailuresPerAccount; i++) {
      await attemptLogin({ email: "ghost@example.com", password: "x", ip: `10.2.0.${i}` });
    }
    expect(await attemptLogin({ email: "ghost@example.com", password: "x", ip: "10.2.1.1" })).toMatchObject({ reason: "limited" });
  });

  it("limits attempts from one address across accounts", async () => {
    const ip = "10.3.0.1";
    for (let i = 0; i < loginAttemptsPerIp; i++) {
      await attemptLogin({ email: `probe-${i}@example.com`, password: "x", ip });
    }
    expect(await attemptLogin({ email: "owner@example.com", password: "the-right-password", ip })).toMatchObject({ reason: "limited" });
    expect(await attemptLogin({ email: "owner@example.com", password: "the-right-password", ip: "10.3.0.2" })).toMatchObject({ ok: true });
  });

  it("clears an account's failures after a successful login", async () => {
    await createAdmin("third@example.com", "the-right-password");
    for (let i = 0; i < loginFailuresPerAccount - 1; i++) {
      await attemptLogin({ email: "third@example.com", password: "wrong", ip: "10.4.0.1" });
    }
    expect(await attemptLogin({ email: "third@example.com", password: "the-right-password", ip: "10.4.0.1" })).toMatchObject({ ok: true });
    for (let i = 0; i < loginFailuresPerAccount - 1; i++) {
      await attemptLogin({ email: "third@example.com", password: "wrong", ip: "10.4.0.2" });
    }
    expect(await attemptLogin({ email: "third@example.com", password: "the-right-password", ip: "10.4.0.3" })).toMatchObject({ ok: true });
  });
});
