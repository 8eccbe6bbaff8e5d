import { describe, expect, it } from "vitest";
import { OutOfTime, TimeBudget } from "./time-budget";

describe("a time budget", () => {
  it("runs out only when every clock has passed it", () => {
    const now = { wall: 0, cpu: 0 };
    const budget = new TimeBudget(10, [() => now.wall, () => now.cpu]);
    now.wall = 50; // the machine was busy elsewhere: little of it was this work
    now.cpu = 10;
    expect(() => budget.check()).not.toThrow();
    now.cpu = 11;
    expect(() => budget.check()).toThrow(OutOfTime);
  });
});
