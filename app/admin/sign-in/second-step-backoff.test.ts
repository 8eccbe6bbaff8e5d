import { describe, expect, it } from "vitest";
import { longestPauseSeconds, pauseAfterWrongCodes } from "./second-step-backoff";

describe("the second step's back-off", () => {
  it("lets two typos pass, then doubles the pause with each wrong code, up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6].map(pauseAfterWrongCodes)).toEqual([0, 0, 30, 60, 120, 240]);
    expect(pauseAfterWrongCodes(30)).toBe(longestPauseSeconds);
  });
});
