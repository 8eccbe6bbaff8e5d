import { describe, expect, it } from "vitest";
import { cardPalette, wrapCardName } from "./card-art";

describe("card art", () => {
  it("colours a card by its name, then by its issuer", () => {
    expect(cardPalette({ issuer: "American Express", cardName: "The Platinum Card" }).text).toBe("#111827");
    expect(cardPalette({ issuer: "Chase", cardName: "Chase Sapphire Reserve" }).from).toBe("#0b1f3a");
    expect(cardPalette({ issuer: "Capital One", cardName: "Something New" }).from).toBe("#004977");
  });

  it("wraps a long name on two lines at most", () => {
    expect(wrapCardName("Chase Sapphire Reserve for Business")).toEqual(["Chase Sapphire", "Reserve for Business"]);
    expect(wrapCardName("Short")).toEqual(["Short"]);
    expect(wrapCardName("One Two Three Four Five Six Seven Eight Nine Ten", 10)).toEqual(["One Two", "Three Four…"]);
  });
});
