import { describe, expect, it } from "vitest";
import { OverBudget, ReadingBudget } from "./reading-budget";

describe("a reading budget", () => {
  it("allows work up to its limit and stops the first unit past it", () => {
    const budget = new ReadingBudget(10);
    budget.spend(4);
    budget.spend(6);
    expect(budget.used).toBe(10);
    expect(() => budget.spend(1)).toThrow(OverBudget);
  });
});
