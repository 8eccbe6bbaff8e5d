import { describe, expect, it } from "vitest";
import { builtInIssuerRules } from "./content.server";
import { recordToRule, ruleToRecord } from "./rule-record";

describe("an issuer rule as a database row", () => {
  const rules = builtInIssuerRules();

  it.each(rules.map((rule) => [rule.id, rule] as const))("keeps %s whole, there and back", (_id, rule) => {
    expect(recordToRule(ruleToRecord(rule))).toEqual(rule);
  });

  it("keeps a count rule's exemption in the definition the engine reads", () => {
    const threeTwelve = rules.find((rule) => rule.id === "bank-of-america-3-12")!;
    expect(ruleToRecord(threeTwelve).definition).toMatchObject({ type: "count", limit: 3, exemptWith: "bankOfAmericaDeposit" });
  });
});
