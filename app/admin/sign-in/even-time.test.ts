import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { takeAtLeast } from "./even-time";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("takeAtLeast", () => {
  it("holds a quick answer until the minimum has passed", async () => {
    let done = false;
    const answer = takeAtLeast(500, async () => "sent").then((value) => {
      done = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBe("sent");
  });

  it("adds nothing to work that took longer than the minimum", async () => {
    const answer = takeAtLeast(100, () => new Promise<string>((resolve) => setTimeout(() => resolve("slow"), 300)));
    await vi.advanceTimersByTimeAsync(300);
    expect(await answer).toBe("slow");
  });

  it("holds a failure just as long, then passes it on", async () => {
    let settled = false;
    const answer = takeAtLeast(500, async () => {
      throw new Error("database down");
    }).finally(() => (settled = true));
    answer.catch(() => {});
    await vi.advanceTimersByTimeAsync(400);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await expect(answer).rejects.toThrow("database down");
  });
});
