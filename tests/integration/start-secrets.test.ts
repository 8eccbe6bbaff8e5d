import { describe, expect, it } from "vitest";
import { startBuiltServer } from "./built-server";

/** Generous: on a busy shared machine a start has taken over a minute. */
const startWithin = 240_000;

/** A production start's own checks of the secrets it is given (issue 29, items 1 and 12). */
describe("a production start", () => {
  it("without APP_SECRET says once how to set it; with a weak ADMIN_PASSWORD it stops, naming why, and creates nobody", async () => {
    const attempt = startBuiltServer({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "password1234" }, { startTimeoutMs: startWithin });
    const output = await attempt.then(
      async (server) => {
        await server.stop();
        return "started";
      },
      (error: Error) => error.message,
    );
    expect(output).toContain("server exited during start");
    expect(output).toMatch(/ADMIN_PASSWORD: This password .*No admin account was created/);
    expect(output.match(/APP_SECRET is not set/g)).toHaveLength(1);
    expect(output).toContain("openssl rand -base64 48");
  }, 300_000);

  it("with APP_SECRET and a strong ADMIN_PASSWORD starts, creates the admin, and says nothing about the secret", async () => {
    const server = await startBuiltServer(
      {
        APP_SECRET: "a production secret of at least thirty-two characters",
        ADMIN_EMAIL: "owner@example.com",
        ADMIN_PASSWORD: "lantern orbit cactus velvet",
      },
      { startTimeoutMs: startWithin },
    );
    try {
      const log = await server.logged();
      expect(log).toContain('"outcome":"created"');
      expect(log).not.toContain("APP_SECRET is not set");
    } finally {
      await server.stop();
    }
  }, 300_000);
});
