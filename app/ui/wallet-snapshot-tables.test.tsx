import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AttachWalletBox } from "./attach-wallet-box";
import { WalletSnapshotTables } from "./wallet-snapshot-tables";

describe("the wallet with a lead", () => {
  it("shows the owner each card and balance in captioned tables with column headers", () => {
    const html = renderToStaticMarkup(
      <WalletSnapshotTables
        headingId="wallet"
        wallet={{
          members: ["Alex", "Sam"],
          cards: [
            { member: "Alex", issuer: "Chase", card: "Sapphire", kind: "personal", opened: "2024-03", closed: null, bonus: "2024-06" },
          ],
          balances: [{ member: "Sam", program: "Marriott Bonvoy", amount: 95_500, asOf: "2026-11-20" }],
        }}
      />,
    );
    expect(html).toContain('<section aria-labelledby="wallet"');
    expect(html).toContain("Members: Alex, Sam.");
    expect(html).toContain(">Cards</caption>");
    expect(html).toContain('<th scope="col" class="px-3 py-2">Bonus received</th>');
    expect(html).toMatch(/<td[^>]*>Sapphire<\/td><td[^>]*>personal<\/td><td[^>]*>March 2024<\/td><td[^>]*>—<\/td><td[^>]*>June 2024<\/td>/);
    expect(html).toContain(">Balances</caption>");
    expect(html).toMatch(/<td[^>]*>95,500<\/td><td[^>]*>November 20, 2026<\/td>/);
  });

  it("shows the application plan sent with the wallet, step by step, and nothing of a plan when none was", () => {
    const plan = {
      member: "Sam",
      savedOn: "2026-11-28",
      monthlySpend: 4000,
      steps: [
        { card: "Chase Sapphire Preferred", month: "2026-12", spend: 5000, spendBy: "2027-01", bonusReachable: true },
        { card: "The Platinum Card from American Express", month: "2027-02", spend: null, spendBy: null, bonusReachable: false },
      ],
      notPossible: [{ card: "Chase Sapphire Reserve", reason: "Sapphire: one bonus per card." }],
      why: ["Tried 6 orders of your 3 cards; 2 reach every bonus."],
    };
    const html = renderToStaticMarkup(
      <WalletSnapshotTables headingId="wallet" wallet={{ members: ["Sam"], cards: [], balances: [], plan }} />,
    );
    expect(html).toContain("Their application plan");
    expect(html).toContain("For Sam, saved November 28, 2026, with $4,000 a month of spending.");
    expect(html).toContain(">Application plan</caption>");
    expect(html).toMatch(
      /<td[^>]*>1<\/td><td[^>]*>Chase Sapphire Preferred<\/td><td[^>]*>December 2026<\/td><td[^>]*>\$5,000 by the end of January 2027<\/td><td[^>]*>Reachable<\/td>/,
    );
    expect(html).toMatch(/<td[^>]*>Not known<\/td><td[^>]*>Not reachable<\/td>/);
    expect(html).toContain("Not in the plan: Chase Sapphire Reserve: Sapphire: one bonus per card.");
    expect(html).toContain("Tried 6 orders of your 3 cards; 2 reach every bonus.");
    const without = renderToStaticMarkup(
      <WalletSnapshotTables headingId="wallet" wallet={{ members: ["Sam"], cards: [], balances: [] }} />,
    );
    expect(without).not.toContain("application plan");
  });

  it("says when no wallet is attached", () => {
    const html = renderToStaticMarkup(<WalletSnapshotTables headingId="wallet" wallet={null} />);
    expect(html).toContain("No wallet attached.");
    expect(html).not.toContain("<table");
  });

  it("offers the box unticked, labelled with what it attaches, or keeps it ticked after a refused post", () => {
    const offer = { cards: 3, balances: 2 };
    const fresh = renderToStaticMarkup(<AttachWalletBox offer={offer} checked={false} who="the concierge" />);
    expect(fresh).toMatch(/<input id="attach-wallet" type="checkbox"[^>]*name="attachWallet"\/>/);
    expect(fresh).not.toContain("checked");
    expect(fresh).toContain("Attach my wallet (3 cards, 2 balances) so the concierge sees what I hold");
    expect(fresh).toContain("erased with it");
    expect(renderToStaticMarkup(<AttachWalletBox offer={offer} checked who="the concierge" />)).toContain('checked=""');
    expect(renderToStaticMarkup(<AttachWalletBox offer={null} checked={false} who="the concierge" />)).toBe("");
  });
});
