import type { Posted } from "~/lib/form-submission";
import { z } from "~/lib/zod";
import { personFactNames, type CardScope, type Window } from "../rules";
import { checkIssuerRule, type CatalogProduct, type PublishedRule, type RuleProblem } from "../rules-content";
import { ruleFieldLabels, type RuleField } from "./labels";

/**
 * The owner's edit of one rule, as the form posts it. This schema only turns text into numbers,
 * lists and choices; what a rule may hold is checked by the same code as the content file's rules
 * (`checkIssuerRule`), so the editor and the file cannot disagree.
 */
const scopeForm = z.object({
  kinds: z.enum(["", "personal", "business"], "Choose a kind from the list."),
  cardTypes: z.enum(["", "credit", "charge"], "Choose a card type from the list."),
  products: z.string().trim().max(2000, "Use at most 2000 characters."),
});
const count = (what: string) => z.number(`Enter a whole number of ${what}.`).optional();

export const ruleFormSchema = z.object({
  name: z.string().trim(),
  summary: z.string().trim(),
  note: z.string().trim(),
  sourceUrl: z.string().trim(),
  confidence: z.string(),
  checkedOn: z.string().trim(),
  windowLength: count("months or days"),
  windowUnit: z.enum(["months", "days"], "Choose months or days."),
  limit: count("cards"),
  appliesTo: scopeForm,
  counts: scopeForm.extend({ issuer: z.string(), authorizedUserCards: z.boolean() }),
  exemptWith: z.enum(["", ...personFactNames], "Choose who the rule is for from the list."),
  family: scopeForm.extend({ issuer: z.string() }),
  since: z.string(),
  whileHolding: z.boolean(),
  refusesCard: z.boolean(),
});

export type RuleFormValues = Posted<z.input<typeof ruleFormSchema>>;
export type RuleFormErrors = Partial<Record<RuleField, string>>;
type RuleForm = z.output<typeof ruleFormSchema>;
type ScopeForm = z.output<typeof scopeForm>;

/** What an edit is checked against: the card catalogue, its issuers and today's date. */
export interface RuleEditContext {
  products: readonly CatalogProduct[];
  today: string;
}

const productList = (products: readonly string[] | undefined) => (products ?? []).join(", ");
const onlyOne = (values: readonly string[] | undefined) => (values?.length === 1 ? values[0]! : "");

function scopeValues(scope: CardScope | undefined) {
  return { kinds: onlyOne(scope?.kinds), cardTypes: onlyOne(scope?.cardTypes), products: productList(scope?.products) };
}

/** The form as a rule fills it: a kind or card type is one choice, or blank for every one; products a comma list. */
export function ruleFormValues(rule: PublishedRule): RuleFormValues {
  const window = rule.window;
  const counted = rule.type === "count" ? rule.counts : undefined;
  const family = rule.type === "bonus" ? rule.family : undefined;
  return {
    name: rule.name,
    summary: rule.summary,
    note: rule.note ?? "",
    sourceUrl: rule.source.url,
    confidence: rule.source.confidence,
    checkedOn: rule.source.checkedOn,
    windowLength: window ? String("months" in window ? window.months : window.days) : "",
    windowUnit: window && "days" in window ? "days" : "months",
    limit: rule.type === "count" ? String(rule.limit) : "",
    appliesTo: scopeValues(rule.appliesTo),
    counts: { ...scopeValues(counted), issuer: counted?.issuer ?? "any", authorizedUserCards: counted?.authorizedUserCards ?? false },
    exemptWith: (rule.type === "count" && rule.exemptWith) || "",
    family: { ...scopeValues(family), issuer: family?.issuer ?? "" },
    since: rule.type === "bonus" ? rule.since : "bonus",
    whileHolding: rule.type === "bonus" && rule.whileHolding === true,
    refusesCard: rule.type === "bonus" && rule.refusesCard === true,
  };
}

function scopeOf(issuer: string, form: ScopeForm): CardScope {
  const products = form.products.split(/[\s,]+/).filter(Boolean);
  return {
    issuer,
    ...(form.kinds ? { kinds: [form.kinds] } : {}),
    ...(form.cardTypes ? { cardTypes: [form.cardTypes] } : {}),
    ...(products.length > 0 ? { products } : {}),
  };
}

/** The rule the form describes, of the existing rule's id, issuer and type, and what it lacks that the checks would not name well. */
function candidate(existing: PublishedRule, form: RuleForm, issuers: ReadonlySet<string>): { rule: unknown; problems: RuleProblem[] } {
  const problems: RuleProblem[] = [];
  const window: Window | undefined =
    form.windowLength === undefined ? undefined : form.windowUnit === "days" ? { days: form.windowLength } : { months: form.windowLength };
  const knownIssuer = (issuer: string, where: "counts" | "family") => {
    if (issuer !== "any" && !issuers.has(issuer)) problems.push({ path: [where, "issuer"], message: "Choose an issuer from the list." });
  };
  const base = {
    id: existing.id,
    issuer: existing.issuer,
    name: form.name,
    summary: form.summary,
    note: form.note || null,
    appliesTo: scopeOf(existing.issuer, form.appliesTo),
    source: { url: form.sourceUrl, checkedOn: form.checkedOn, confidence: form.confidence },
  };
  if (existing.type === "count") {
    if (!window) problems.push({ path: ["window"], message: "Enter the window's length." });
    knownIssuer(form.counts.issuer, "counts");
    const counts = { ...scopeOf(form.counts.issuer, form.counts), authorizedUserCards: form.counts.authorizedUserCards };
    const exempt = form.exemptWith === "" ? {} : { exemptWith: form.exemptWith };
    return { rule: { ...base, type: "count", window, limit: form.limit, counts, ...exempt }, problems };
  }
  const { issuer, ...familyFields } = form.family;
  if (issuer === "" && (familyFields.kinds || familyFields.cardTypes || familyFields.products))
    problems.push({ path: ["family", "issuer"], message: "Choose whose cards the family is, or clear the family's other fields." });
  if (issuer !== "") knownIssuer(issuer, "family");
  return {
    rule: {
      ...base,
      type: "bonus",
      ...(issuer === "" ? {} : { family: scopeOf(issuer, form.family) }),
      ...(window ? { window } : {}),
      since: form.since,
      ...(form.whileHolding ? { whileHolding: true } : {}),
      ...(form.refusesCard ? { refusesCard: true } : {}),
    },
    problems,
  };
}

/** The form field a problem belongs to (a scope's issuer the form does not show goes to its products). */
function fieldOf(path: readonly PropertyKey[]): RuleField {
  const [head, second] = path.map(String);
  if (head === "source") return second === "url" ? "sourceUrl" : second === "checkedOn" ? "checkedOn" : "confidence";
  if (head === "window") return "windowLength";
  if (head === "appliesTo" || head === "counts" || head === "family") {
    const field = `${head}.${second}`;
    if (field in ruleFieldLabels) return field as RuleField;
    return head === "appliesTo" ? "appliesTo.products" : `${head}.issuer`;
  }
  return head !== undefined && head in ruleFieldLabels ? (head as RuleField) : "name";
}

/**
 * The existing rule as the owner's form changes it, checked as the content file's rules are (an
 * https source, a checked day not after today, a confidence, products the catalogue lists and
 * of the scope's issuer), or the first message for each field that is wrong.
 */
export function editedRule(
  existing: PublishedRule,
  form: RuleForm,
  context: RuleEditContext,
): { ok: true; rule: PublishedRule } | { ok: false; errors: RuleFormErrors } {
  const issuers = new Set(context.products.map((product) => product.issuer));
  const { rule, problems } = candidate(existing, form, issuers);
  const checked = checkIssuerRule(rule, context.products, context.today);
  if (checked.ok && problems.length === 0) return { ok: true, rule: checked.rule };
  const errors: RuleFormErrors = {};
  for (const problem of [...problems, ...(checked.ok ? [] : checked.problems)]) errors[fieldOf(problem.path)] ??= problem.message;
  return { ok: false, errors };
}
