import { describe, expect, it } from "vitest";
import { builtInIssuerRules } from "./content.server";
import { groupByIssuer } from "./rule-groups";

describe("groupByIssuer", () => {
  const rules = builtInIssuerRules();

  it("groups in the given issuers' order, each issuer's rules in their own order, and leaves out issuers without one", () => {
    const groups = groupByIssuer(rules, [
      { id: "citi", name: "Citi" },
      { id: "us-bank", name: "U.S. Bank" },
      { id: "chase", name: "Chase" },
    ]);
    expect(groups.slice(0, 2).map((group) => group.name)).toEqual(["Citi", "Chase"]);
    expect(groups[1]!.rules.map((rule) => rule.id)).toEqual(rules.filter((rule) => rule.issuer === "chase").map((rule) => rule.id));
  });

  it("puts the rules of an issuer it was not given last, under the issuer's id, so none is hidden", () => {
    const groups = groupByIssuer(rules, [{ id: "chase", name: "Chase" }]);
    expect(groups[0]!.issuer).toBe("chase");
    expect(groups.slice(1).map((group) => group.name)).toContain("amex");
    expect(groups.flatMap((group) => group.rules)).toHaveLength(rules.length);
  });
});
