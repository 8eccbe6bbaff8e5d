import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { builtInIssuerRules } from "~/eligibility/content.server";
import { groupByIssuer } from "~/eligibility/rule-groups";
import { RulesList } from "~/eligibility/rules-list";
import { issuerNames, issuers } from "~/wallet/card-catalog";

describe("/card-rules", () => {
  // The loader groups the database's rules this way (tests/integration/issuer-rules.test.ts reads them there).
  const groups = groupByIssuer(
    builtInIssuerRules(),
    issuers.map((issuer) => ({ id: issuer, name: issuerNames[issuer] })),
  );
  const html = renderToStaticMarkup(<RulesList groups={groups} />);

  it("lists every published rule once, under its issuer, issuers in the catalogue's order", () => {
    expect(groups.map((group) => group.name)).toEqual([
      "Chase",
      "American Express",
      "Citi",
      "Capital One",
      "Bank of America",
      "Barclays",
      "Wells Fargo",
    ]);
    expect(groups.flatMap((group) => group.rules.map((rule) => rule.id)).sort()).toEqual(
      builtInIssuerRules()
        .map((rule) => rule.id)
        .sort(),
    );
  });

  it("shows each rule with what it limits, its source link, the source's standing and the day it was checked", () => {
    for (const rule of builtInIssuerRules()) {
      expect(html).toContain(`id="${rule.id}"`);
      expect(html).toContain(`href="${rule.source.url.replaceAll("&", "&amp;")}"`);
      expect(html).toContain(`<time dateTime="${rule.source.checkedOn}">`);
    }
    expect(html).toContain("Limits approval");
    expect(html).toContain("Limits the bonus");
    expect(html).toContain("(the issuer&#x27;s own terms)");
    expect(html).toContain("(reported by applicants)");
    expect(html).toContain("November 28, 2026");
  });
});
