import { describe, expect, it } from "vitest";
import { knownCarriers, parseCarriers } from "./carriers.server";

const row = (code: string, extra = "") =>
  `- { code: ${code}, name: Test Air, alliance: none, country: Japan, hubs: [NRT], source: "https://example.com/", checkedOn: 2026-11-26${extra} }`;

describe("the carrier table", () => {
  it("ships with a source and a checked date on every row", () => {
    expect(knownCarriers().length).toBeGreaterThanOrEqual(30);
    for (const carrier of knownCarriers()) {
      expect(carrier.source).toMatch(/^https:\/\//);
      expect(carrier.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("refuses a duplicate code, a row without a source and a hub that is not an airport code", () => {
    expect(() => parseCarriers([row("ZZ"), row("ZZ")].join("\n"))).toThrow(/ZZ appears twice/);
    expect(() => parseCarriers(row("ZZ").replace(/, source: "[^"]+"/, ""))).toThrow();
    expect(() => parseCarriers(row("ZZ").replace("[NRT]", "[Narita]"))).toThrow();
    expect(parseCarriers(row("ZZ", ", flies: [Japan, Korea]"))[0]!.flies).toEqual(["Japan", "Korea"]);
    expect(parseCarriers(row("ZZ"))[0]!.flies).toBeNull();
  });
});
