import { describe, expect, it } from "vitest";
import { crossedRange, offerWatchMessages, readWatchRequest } from "./offer-watch";

const points = { signupBonusAmount: 60_000, bonusUnit: "points" as const };

describe("reading a watch request", () => {
  it("takes an amount with separators and an address, normalised", () => {
    expect(readWatchRequest({ threshold: " 100,000 ", email: " Ann@Example.COM " }, points, false)).toEqual({
      ok: true,
      threshold: 100_000,
      email: "ann@example.com",
    });
  });

  it("needs no address from a signed-in visitor", () => {
    expect(readWatchRequest({ threshold: "75000" }, points, true)).toEqual({ ok: true, threshold: 75_000, email: null });
  });

  it("refuses words, fractions, zero, huge numbers and a bad address, with the messages", () => {
    for (const threshold of ["lots", "75000.5", "0", "-5", "123456789", ""]) {
      const request = readWatchRequest({ threshold, email: "not an address" }, points, false);
      expect(request).toEqual({ ok: false, errors: { threshold: offerWatchMessages.amount, email: offerWatchMessages.email } });
    }
  });

  it("refuses an amount today's offer already reaches, naming it", () => {
    expect(readWatchRequest({ threshold: "60000" }, points, true)).toEqual({
      ok: false,
      errors: { threshold: "Today's offer is already 60,000 points: choose a higher amount." },
    });
    expect(readWatchRequest({ threshold: "$200" }, { signupBonusAmount: 200, bonusUnit: "cash" }, true)).toMatchObject({
      errors: { threshold: "Today's offer is already $200 cash back: choose a higher amount." },
    });
  });

  it("cannot watch a card whose bonus has no amount", () => {
    expect(readWatchRequest({ threshold: "100000" }, { signupBonusAmount: null, bonusUnit: "points" }, true)).toEqual({
      ok: false,
      errors: { threshold: offerWatchMessages.noAmount },
    });
  });
});

describe("which thresholds a change crosses", () => {
  it("is the range above the old bonus up to the new one", () => {
    expect(crossedRange(points, { ...points, signupBonusAmount: 80_000 })).toEqual({ above: 60_000, upTo: 80_000 });
  });

  it("is nothing for a fall, a re-save or a bonus without an amount", () => {
    expect(crossedRange(points, { ...points, signupBonusAmount: 50_000 })).toBeUndefined();
    expect(crossedRange(points, points)).toBeUndefined();
    expect(crossedRange(points, { ...points, signupBonusAmount: null })).toBeUndefined();
  });

  it("counts from zero when the bonus had no amount before", () => {
    expect(crossedRange({ signupBonusAmount: null, bonusUnit: "points" }, points)).toEqual({ above: 0, upTo: 60_000 });
  });

  it("is nothing when the unit changed", () => {
    expect(crossedRange(points, { signupBonusAmount: 200_000, bonusUnit: "cash" })).toBeUndefined();
  });
});
