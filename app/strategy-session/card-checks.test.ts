import { describe, expect, it } from "vitest";
import { cardDigits, expiryInFuture, passesLuhn } from "./card-checks";

describe("Luhn", () => {
  it("accepts real test numbers", () => {
    for (const number of ["4242424242424242", "5555555555554444", "378282246310005", "6011111111111117"]) {
      expect(passesLuhn(number), number).toBe(true);
    }
  });

  it("refuses a changed digit and swapped digits", () => {
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("4242424242424224")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });

  it("reads digits typed with spaces or hyphens, and nothing else", () => {
    expect(cardDigits("4242 4242 4242 4242")).toBe("4242424242424242");
    expect(cardDigits("4242-4242-4242-4242")).toBe("4242424242424242");
    expect(cardDigits("4242 4242 4242 424x")).toBeUndefined();
    expect(cardDigits("12345")).toBeUndefined();
  });
});

describe("expiry", () => {
  it("is valid through the last day of its month", () => {
    expect(expiryInFuture("12/26", "2026-12-31")).toBe(true);
    expect(expiryInFuture("11/26", "2026-12-01")).toBe(false);
    expect(expiryInFuture("01/27", "2026-12-31")).toBe(true);
  });

  it("refuses what is not MM/YY", () => {
    expect(expiryInFuture("13/30", "2026-12-01")).toBe(false);
    expect(expiryInFuture("1/30", "2026-12-01")).toBe(false);
  });
});
