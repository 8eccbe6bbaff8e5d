import { describe, expect, it } from "vitest";
import { attachWalletField, attachWalletTicked, offerCounts, walletOffer } from "./wallet-offer";
import { readWalletSnapshot } from "./wallet-snapshot";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("wallet snapshot of a lead", () => {
  it("counts consent only as the ticked box on the post", () => {
    expect(attachWalletTicked(form({ [attachWalletField]: "on" }))).toBe(true);
    expect(attachWalletTicked(form({}))).toBe(false);
    expect(attachWalletTicked(form({ [attachWalletField]: "yes" }))).toBe(false);
  });

  it("offers the box only for a wallet with a card or a balance", () => {
    expect(walletOffer(undefined)).toBeNull();
    expect(walletOffer({ cards: [], balances: [] })).toBeNull();
    expect(walletOffer({ cards: [1, 2, 3], balances: [1, 2] })).toEqual({ cards: 3, balances: 2 });
  });

  it("says what would be attached, leaving out a kind the wallet has none of", () => {
    expect(offerCounts({ cards: 3, balances: 2 })).toBe("3 cards, 2 balances");
    expect(offerCounts({ cards: 1, balances: 0 })).toBe("1 card");
    expect(offerCounts({ cards: 0, balances: 1 })).toBe("1 balance");
  });

  it("reads a stored snapshot back, and anything malformed as none", () => {
    const snapshot = {
      members: ["Alex"],
      cards: [{ member: "Alex", issuer: "Chase", card: "Sapphire", kind: "personal", opened: "2024-03", closed: null, bonus: null }],
      balances: [{ member: "Alex", program: "Chase Ultimate Rewards", amount: 40_000, asOf: "2026-11-20" }],
    };
    expect(readWalletSnapshot(snapshot)).toEqual(snapshot);
    expect(readWalletSnapshot(null)).toBeNull();
    expect(readWalletSnapshot({ members: "Alex" })).toBeNull();
  });
});
