import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/integration/test-database";
import { hit, peek, reset, secondsUntil } from "./rate-limit.server";

let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());

const minute = 60_000;

describe("rate limit counters", () => {
  it("counts hits within a window and starts again after it", async () => {
    const start = new Date("2026-01-01T10:00:00Z");
    expect((await hit("k1", minute, start)).count).toBe(1);
    expect((await hit("k1", minute, new Date(start.getTime() + 10_000))).count).toBe(2);
    const later = new Date(start.getTime() + minute + 1);
    const fresh = await hit("k1", minute, later);
    expect(fresh.count).toBe(1);
    expect(fresh.resetAt.getTime()).toBe(later.getTime() + minute);
  });

  it("never loses a hit when many arrive at once", async () => {
    await Promise.all(Array.from({ length: 15 }, () => hit("burst", minute)));
    expect((await peek("burst")).count).toBe(15);
  });

  it("peeks without counting, forgets expired windows, and resets", async () => {
    const now = new Date();
    await hit("k2", minute, now);
    expect((await peek("k2", now)).count).toBe(1);
    expect((await peek("k2", now)).count).toBe(1);
    expect((await peek("k2", new Date(now.getTime() + 2 * minute))).count).toBe(0);
    await reset("k2");
    expect((await peek("k2", now)).count).toBe(0);
  });

  it("rounds the wait up to whole seconds", () => {
    const now = new Date(0);
    expect(secondsUntil(new Date(1_500), now)).toBe(2);
    expect(secondsUntil(new Date(0), now)).toBe(1);
  });
});
