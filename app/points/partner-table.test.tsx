import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { builtInCatalog } from "./content.server";
import { lineKey } from "./held-transfers";
import { HeldLine, PartnerTable } from "./partner-table";
import { partnersOfCurrency } from "./partners-view";

const lines = partnersOfCurrency(builtInCatalog(), "amex-membership-rewards").slice(0, 2);

/** The table as the partners page renders it on the server (its links need a router). */
function render(yours?: Record<string, string[]>): string {
  const table = <PartnerTable lines={lines} caption="Amex partners" rowsAre="programs" yours={yours} />;
  const router = createMemoryRouter([{ path: "/", element: table }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("PartnerTable and a signed-in visitor's balance", () => {
  it("adds a column of what the balance becomes only when the visitor holds the currency", () => {
    expect(render()).not.toContain("Your points become");
    expect(render({})).not.toContain("Your points become");
    const html = render({ [lineKey(lines[0]!)]: ["Your 12,000 points become 12,000."] });
    expect(html).toContain("Your points become");
    expect(html).toContain("Your 12,000 points become 12,000.");
    // A row of a currency the wallet does not hold says so rather than leaving a blank cell.
    expect(html).toContain("You hold none in your wallet.");
  });
});

describe("HeldLine", () => {
  const sam = { member: "Sam", amount: 95_500, asOf: "2026-11-20" };
  const alex = { member: "Alex", amount: 40_000, asOf: "2026-11-20" };

  it("says 'You hold' for a one-person wallet, and names each member in a household, even one holding alone", () => {
    expect(renderToStaticMarkup(<HeldLine balances={[alex]} household={false} />)).toContain("You hold 40,000 (your wallet).");
    expect(renderToStaticMarkup(<HeldLine balances={[sam]} household />)).toContain("Held: Sam 95,500 (your wallet).");
    expect(renderToStaticMarkup(<HeldLine balances={[sam, alex]} household />)).toContain("Held: Sam 95,500, Alex 40,000 (your wallet).");
  });
});
