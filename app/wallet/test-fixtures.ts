import type { CardProduct } from "./card-catalog";
import type { BalanceRow, CardRow, RowContext } from "./wallet-rows";

/** A row context for tests: two members, three listed cards, three programs, today 2026-11-27. */
export const rowContextFixture: RowContext = {
  today: "2026-11-27",
  members: ["Alex", "Sam"],
  products: [
    { id: "chase-sapphire-preferred", issuer: "chase", kind: "personal" },
    { id: "chase-freedom-unlimited", issuer: "chase", kind: "personal" },
    { id: "amex-business-gold", issuer: "amex", kind: "business" },
  ],
  programIds: ["chase-ultimate-rewards", "marriott", "amex-membership-rewards"],
};

/** Alex's Chase Sapphire Preferred, opened March 2024 and still open; override what a test is about. */
export function cardRowFixture(overrides: Partial<CardRow> = {}): CardRow {
  return {
    member: "Alex",
    productId: "chase-sapphire-preferred",
    name: null,
    issuer: "chase",
    kind: "personal",
    openedMonth: "2024-03",
    closedMonth: null,
    bonusMonth: null,
    changedFromProductId: null,
    changedMonth: null,
    ...overrides,
  };
}

/** Alex's 40,000 Chase points read on 2026-11-20; override what a test is about. */
export function balanceRowFixture(overrides: Partial<BalanceRow> = {}): BalanceRow {
  return { member: "Alex", programId: "chase-ultimate-rewards", amount: 40_000, asOf: "2026-11-20", expiresOverride: null, ...overrides };
}

/** The catalogue's Chase Sapphire Preferred, with no currency, program or deal; override what a test is about. */
export function cardProductFixture(overrides: Partial<CardProduct> = {}): CardProduct {
  return {
    id: "chase-sapphire-preferred",
    issuer: "chase",
    name: "Chase Sapphire Preferred",
    kind: "personal",
    cardType: "credit",
    family: "sapphire",
    currency: null,
    program: null,
    dealSlugs: [],
    ...overrides,
  };
}
