import { describe, expect, it } from "vitest";
import { shareLinks } from "./share";

describe("shareLinks", () => {
  const deal = {
    title: "Sapphire Preferred: 75K & More",
    cardName: "Sapphire Preferred",
    signupBonusAmount: 75_000,
    bonusUnit: "points" as const,
  };
  const url = "https://pointwise.example/deals/sapphire";
  const [twitter, facebook, email] = shareLinks(deal, url);

  it("shares the spec's text and the page address on Twitter", () => {
    const params = new URL(twitter!.href).searchParams;
    expect(twitter!.href).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(params.get("text")).toBe("Check out this amazing Sapphire Preferred offer: 75K points bonus!");
    expect(params.get("url")).toBe(url);
  });

  it("shares the page on Facebook", () => {
    expect(new URL(facebook!.href).searchParams.get("u")).toBe(url);
  });

  it("emails the text and address with the deal title as subject", () => {
    expect(email!.href.startsWith("mailto:?")).toBe(true);
    const params = new URLSearchParams(email!.href.slice("mailto:?".length));
    expect(params.get("subject")).toBe("Sapphire Preferred: 75K & More");
    expect(params.get("body")).toBe(`Check out this amazing Sapphire Preferred offer: 75K points bonus! ${url}`);
    expect(email!.href).not.toContain("+");
  });
});
