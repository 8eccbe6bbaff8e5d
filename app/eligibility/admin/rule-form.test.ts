import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/form-submission";
import { catalogProducts, builtInIssuerRules } from "../content.server";
import { editedRule, ruleFormSchema, ruleFormValues, type RuleFormValues } from "./rule-form";
import { ruleChanges } from "./rule-changes";

const rules = builtInIssuerRules();
const byId = (id: string) => rules.find((rule) => rule.id === id)!;
const context = { products: catalogProducts(), today: "2026-12-01" };

/** The form as a browser posts it: text fields, and ticked checkboxes as "on". */
function posted(values: RuleFormValues): URLSearchParams {
  const form = new URLSearchParams();
  const add = (name: string, value: unknown) => {
    if (typeof value === "boolean") {
      if (value) form.append(name, "on");
    } else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) add(`${name}.${key}`, inner);
    } else form.append(name, String(value));
  };
  for (const [key, value] of Object.entries(values)) add(key, value);
  return form;
}

function submit(id: string, change: (values: RuleFormValues) => RuleFormValues = (values) => values) {
  const rule = byId(id);
  const submission = parseSubmission(posted(change(ruleFormValues(rule))), ruleFormSchema);
  if (!submission.ok) return { ok: false as const, errors: submission.errors };
  return editedRule(rule, submission.value, context);
}

describe("the rule editor's form", () => {
  it.each(rules.map((rule) => [rule.id]))("posts %s back unchanged", (id) => {
    const result = submit(id);
    expect(result).toEqual({ ok: true, rule: byId(id) });
    if (result.ok) expect(ruleChanges(byId(id), result.rule)).toEqual({});
  });

  it("changes a count rule's window, unit and limit, and says what changed", () => {
    const result = submit("chase-5-24", (values) => ({ ...values, windowLength: "12", windowUnit: "months", limit: "4" }));
    expect(result.ok && result.rule).toMatchObject({ type: "count", window: { months: 12 }, limit: 4 });
    if (result.ok)
      expect(ruleChanges(byId("chase-5-24"), result.rule)).toEqual({
        window: { from: { months: 24 }, to: { months: 12 } },
        limit: { from: 5, to: 4 },
      });
  });

  it("gives a bonus rule a window in days, or none (ever), and a family of another issuer's scope", () => {
    const days = submit("chase-sapphire-bonus", (values) => ({ ...values, windowLength: "90", windowUnit: "days" }));
    expect(days.ok && days.rule).toMatchObject({ type: "bonus", window: { days: 90 } });
    const family = submit("chase-sapphire-bonus", (values) => ({
      ...values,
      family: { issuer: "chase", kinds: "personal", cardTypes: "", products: "chase-sapphire-preferred, chase-sapphire-reserve" },
    }));
    expect(family.ok && family.rule).toMatchObject({
      family: { issuer: "chase", kinds: ["personal"], products: ["chase-sapphire-preferred", "chase-sapphire-reserve"] },
    });
  });

  it("refuses what the content file's checks refuse, each message on its field", () => {
    const result = submit("chase-5-24", (values) => ({
      ...values,
      name: "",
      sourceUrl: "http://example.com/rule",
      confidence: "rumour",
      checkedOn: "2026-12-02",
      windowLength: "200",
      limit: "",
      appliesTo: { ...values.appliesTo, products: "chase-imaginary, amex-gold" },
    }));
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Enter some text.",
        sourceUrl: "Enter a full https:// address.",
        confidence: "Choose whose word the source is.",
        checkedOn: "Enter the day the source was checked: it cannot be later than today.",
        windowLength: "Enter at most 120 months.",
        limit: "Enter a number of cards.",
        "appliesTo.products": "The card catalogue does not list chase-imaginary.",
      },
    });
    const later = submit("chase-5-24", (values) => ({ ...values, checkedOn: "2026-12-02" }));
    expect(later).toEqual({ ok: false, errors: { checkedOn: "Enter the day the source was checked: it cannot be later than today." } });
    const otherIssuer = submit("chase-5-24", (values) => ({ ...values, appliesTo: { ...values.appliesTo, products: "amex-gold" } }));
    expect(otherIssuer).toEqual({ ok: false, errors: { "appliesTo.products": "amex-gold is a amex card, not chase's." } });
  });

  it("refuses a count rule without a window, text where a number goes, a day that does not exist and an unknown issuer", () => {
    expect(submit("chase-5-24", (values) => ({ ...values, windowLength: "" }))).toEqual({
      ok: false,
      errors: { windowLength: "Enter the window's length." },
    });
    expect(submit("chase-5-24", (values) => ({ ...values, limit: "five" }))).toEqual({
      ok: false,
      errors: { limit: "Enter a whole number of cards." },
    });
    expect(submit("chase-5-24", (values) => ({ ...values, checkedOn: "2026-02-30" }))).toEqual({
      ok: false,
      errors: { checkedOn: "Enter a date as YYYY-MM-DD." },
    });
    expect(submit("chase-5-24", (values) => ({ ...values, counts: { ...values.counts, issuer: "nobank" } }))).toEqual({
      ok: false,
      errors: { "counts.issuer": "Choose an issuer from the list." },
    });
  });

  it("makes a count rule one for people without a Bank of America deposit account, or for everyone again, and refuses another value", () => {
    const exempt = submit("bank-of-america-7-12", (values) => ({ ...values, exemptWith: "bankOfAmericaDeposit" }));
    expect(exempt.ok && exempt.rule).toMatchObject({ type: "count", exemptWith: "bankOfAmericaDeposit" });
    if (exempt.ok)
      expect(ruleChanges(byId("bank-of-america-7-12"), exempt.rule)).toEqual({ exemptWith: { from: null, to: "bankOfAmericaDeposit" } });
    const everyone = submit("bank-of-america-3-12", (values) => ({ ...values, exemptWith: "" }));
    expect(everyone.ok && "exemptWith" in everyone.rule).toBe(false);
    expect(submit("bank-of-america-3-12", (values) => ({ ...values, exemptWith: "chaseChecking" }))).toEqual({
      ok: false,
      errors: { exemptWith: "Choose who the rule is for from the list." },
    });
  });

  it("refuses a family's kinds or products without its issuer, rather than dropping them", () => {
    expect(
      submit("chase-sapphire-bonus", (values) => ({
        ...values,
        family: { issuer: "", kinds: "", cardTypes: "", products: "chase-sapphire-reserve" },
      })),
    ).toEqual({ ok: false, errors: { "family.issuer": "Choose whose cards the family is, or clear the family's other fields." } });
  });
});
