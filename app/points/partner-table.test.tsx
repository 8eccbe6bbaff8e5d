import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { builtInCatalog } from "./content.server";
import { lineKey } from "./held-transfers";
import { PartnerTable } from "./partner-table";
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
