import type { PersonFactName } from "../rules";

/**
 * What the owner's rule editor shows in the browser: field labels and addresses. Kept apart from
 * the schemas in rule-form.ts so the pages' bundles carry neither zod nor the rules' parser.
 */
export const cardRulesAdminPath = "/admin/card-rules";

export const ruleFieldLabels = {
  name: "Name",
  summary: "Summary",
  note: "Caveat",
  sourceUrl: "Source",
  confidence: "Whose word it is",
  checkedOn: "Checked on",
  windowLength: "Window",
  windowUnit: "Window unit",
  limit: "Limit",
  "appliesTo.kinds": "Applies to: kind",
  "appliesTo.cardTypes": "Applies to: card type",
  "appliesTo.products": "Applies to: products",
  "counts.issuer": "Counts: issuer",
  "counts.kinds": "Counts: kind",
  "counts.cardTypes": "Counts: card type",
  "counts.products": "Counts: products",
  "counts.authorizedUserCards": "Counts authorised-user cards",
  exemptWith: "Who it is for",
  "family.issuer": "Family: issuer",
  "family.kinds": "Family: kind",
  "family.cardTypes": "Family: card type",
  "family.products": "Family: products",
  since: "Counted from",
  whileHolding: "Also none while such a card is open",
  refusesCard: "Refuses the card itself",
} as const;

export type RuleField = keyof typeof ruleFieldLabels;

/** The id of a field's control, which the error summary links to. */
export const ruleFieldId = (field: RuleField) => `rule-${field.replace(".", "-")}`;

/** The choices for whom a count rule is for: everyone, or only people of whom a fact is not true. */
export const exemptionLabels: Record<"" | PersonFactName, string> = {
  "": "Everyone",
  bankOfAmericaDeposit: "Only people without a Bank of America checking or savings account",
};

export const confidenceLabels = { issuer: "The issuer's own terms", readers: "Reported by applicants" } as const;
