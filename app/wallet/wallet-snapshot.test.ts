import { describe, expect, it } from "vitest";
import { balanceRowFixture, cardRowFixture } from "./test-fixtures";
import { walletSnapshot } from "./wallet-snapshot";

describe("walletSnapshot", () => {
  it("resolves issuer, card and program names, and keeps only what the owner plans from", () => {
    const snapshot = walletSnapshot(
      {
        members: [{ name: "Alex" }],
        cards: [
          cardRowFixture({ bonusMonth: "2024-06", changedFromProductId: "chase-freedom-unlimited", changedMonth: "2025-01" }),
          cardRowFixture({ productId: null, name: "Credit union card", issuer: "other", closedMonth: "2025-02" }),
        ],
        balances: [balanceRowFixture({ expiresOverride: "2027-01-01" }), balanceRowFixture({ programId: "unknown-program" })],
      },
      [{ id: "chase-sapphire-preferred", name: "Chase Sapphire Preferred" }],
      [{ id: "chase-ultimate-rewards", name: "Chase Ultimate Rewards" }],
    );
    expect(snapshot).toEqual({
      members: ["Alex"],
      cards: [
        {
          member: "Alex",
          issuer: "Chase",
          card: "Chase Sapphire Preferred",
          kind: "personal",
          opened: "2024-03",
          closed: null,
          bonus: "2024-06",
        },
        { member: "Alex", issuer: "Other", card: "Credit union card", kind: "personal", opened: "2024-03", closed: "2025-02", bonus: null },
      ],
      balances: [
        { member: "Alex", program: "Chase Ultimate Rewards", amount: 40_000, asOf: "2026-11-20" },
        // A program the catalogue no longer lists shows by its id rather than not at all.
        { member: "Alex", program: "unknown-program", amount: 40_000, asOf: "2026-11-20" },
      ],
    });
  });
});
