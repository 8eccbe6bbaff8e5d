import { describe, expect, it } from "vitest";
import { builtInCatalog } from "./content.server";
import { heldOnPartnersPage, heldTransfers, heldTransferSentence, lineKey } from "./held-transfers";
import { partnersOfCurrency, type LiveBonus } from "./partners-view";

const catalog = builtInCatalog();
const bonus: LiveBonus = {
  from: "Amex Membership Rewards",
  details: "25% bonus to Cathay Pacific Asia Miles",
  percent: 25,
  targeted: false,
  startDate: "2026-11-01",
  endDate: "2026-12-15",
};
const amexLines = partnersOfCurrency(catalog, "amex-membership-rewards", [bonus]);
const asiaMiles = amexLines.find((line) => line.programId === "asia-miles")!;
const aerLingus = amexLines.find((line) => line.programId === "avios-aer-lingus")!;

describe("heldTransfers", () => {
  it("turns each member's balance into the partner's miles, with today's bonus beside it", () => {
    // Asia Miles is 1000:800 with a 1,000-point increment; 25% makes it 1000:1000.
    const [alex] = heldTransfers(asiaMiles, [{ member: "Alex", amount: 95_500, asOf: "2026-11-20" }]);
    expect(alex).toEqual({ member: "Alex", amount: 95_500, asOf: "2026-11-20", movable: 95_000, miles: 76_000, milesWithBonus: 95_000 });
    expect(heldTransferSentence(alex!, false)).toBe("Your 95,500 points become 76,000 (95,000 with today's bonus), moving 95,000 of them.");
  });

  it("says a balance below the minimum moves nothing, and names the member in a household", () => {
    const [sam] = heldTransfers(aerLingus, [{ member: "Sam", amount: 900, asOf: "2026-11-20" }]);
    expect(sam?.movable).toBe(0);
    expect(heldTransferSentence(sam!, true)).toBe("Sam's 900 points are below this transfer's minimum.");
    const [whole] = heldTransfers(aerLingus, [{ member: "Sam", amount: 12_000, asOf: "2026-11-20" }]);
    expect(heldTransferSentence(whole!, true)).toBe("Sam's 12,000 points become 12,000.");
  });
});

describe("heldOnPartnersPage", () => {
  it("keeps the currencies the wallet holds and says, per row of a held currency, what each balance becomes", () => {
    const held = { "amex-membership-rewards": [{ member: "Alex", amount: 95_500, asOf: "2026-11-20" }] } as Record<
      string,
      { member: string; amount: number; asOf: string }[]
    >;
    const page = heldOnPartnersPage(["amex-membership-rewards", "chase-ultimate-rewards"], amexLines, (id) => held[id] ?? [], false);
    expect(Object.keys(page.byCurrency)).toEqual(["amex-membership-rewards"]);
    expect(Object.keys(page.byLine)).toHaveLength(amexLines.length);
    expect(page.byLine[lineKey(asiaMiles)]).toEqual([
      "Your 95,500 points become 76,000 (95,000 with today's bonus), moving 95,000 of them.",
    ]);
    const chase = heldOnPartnersPage(["chase-ultimate-rewards"], partnersOfCurrency(catalog, "chase-ultimate-rewards"), () => [], false);
    expect(chase).toEqual({ byCurrency: {}, byLine: {}, household: false });
  });
});
