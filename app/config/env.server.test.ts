import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.server";

describe("loadEnv", () => {
  it("has working defaults with nothing set", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.isProduction).toBe(true);
    expect(env.TRUST_PROXY("127.0.0.1", 0)).toBe(false);
    expect(env.WEB_CONCURRENCY).toBe(1);
  });

  it("takes WEB_CONCURRENCY as a whole number of workers from 1 to 32", () => {
    expect(loadEnv({ WEB_CONCURRENCY: "2" }).WEB_CONCURRENCY).toBe(2);
    for (const bad of ["0", "two", "1.5", "33"]) {
      expect(() => loadEnv({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY: must be a whole number from 1 to 32/);
    }
  });

  it("reads TRUST_PROXY as a hop count or address list, and refuses true with what to set instead", () => {
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY("127.0.0.1", 0)).toBe(true);
    expect(loadEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY("10.0.0.1", 0)).toBe(false);
    expect(() => loadEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: TRUST_PROXY=true trusts every X-Forwarded-For hop.*usually 1/);
    expect(() => loadEnv({ TRUST_PROXY: "loopback,gateway" })).toThrow(/TRUST_PROXY: "gateway" is not/);
  });

  it("takes a daily ceiling per paid service, its default when unset or empty", () => {
    expect(loadEnv({})).toMatchObject({ SEATS_AERO_DAILY_CEILING: 500, FIRECRAWL_DAILY_CEILING: 100 });
    expect(loadEnv({ SEATS_AERO_DAILY_CEILING: "", FIRECRAWL_DAILY_CEILING: "0" })).toMatchObject({
      SEATS_AERO_DAILY_CEILING: 500,
      FIRECRAWL_DAILY_CEILING: 0,
    });
    for (const bad of ["-1", "many", "2.5", "100001"]) {
      expect(() => loadEnv({ FIRECRAWL_DAILY_CEILING: bad })).toThrow(/FIRECRAWL_DAILY_CEILING: must be a whole number from 0 to 100000/);
    }
  });

  it("treats empty values as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every bad setting in one message", () => {
    const attempt = () => loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", ADMIN_EMAIL: "owner@example.com" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      expect(message).toContain("PORT:");
      expect(message).toContain("DATABASE_URL: must start with postgres://");
      expect(message).toContain("LOG_LEVEL:");
      expect(message).toContain("ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
    }
  });

  it("refuses a short bootstrap password without echoing it", () => {
    expect(() => loadEnv({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "hunter2" })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
    try {
      loadEnv({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "hunter2" });
    } catch (error) {
      expect((error as Error).message).not.toContain("hunter2");
    }
  });
});
