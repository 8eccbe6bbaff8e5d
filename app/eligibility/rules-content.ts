import { parse as parseYaml } from "yaml";
import { addDays } from "~/lib/calendar-day";
import { z } from "~/lib/zod";
import { personFactNames, type CardScope, type IssuerRule } from "./rules";

/**
 * The issuers' rules as content/issuer-rules.yaml states them, checked: every rule has its
 * source, the day it was checked and a confidence, and names only products the card catalogue
 * lists, of the rule's own issuer. The owner's editor checks an edited rule with the same schema
 * and the same catalogue checks (`checkIssuerRule`). Pure: the caller reads the file and the catalogue.
 */

/** A rule as the site publishes it: the engine's rule, with its sentence and its caveat. */
export type PublishedRule = IssuerRule & { summary: string; note: string | null };

export interface CatalogProduct {
  id: string;
  issuer: string;
}

/** A problem with one rule: where in the rule (["source", "url"], ["appliesTo", "products"]) and what. */
export interface RuleProblem {
  path: readonly PropertyKey[];
  message: string;
}

const idMessage = "Use lower-case letters and digits in words joined by hyphens.";
const id = z
  .string()
  .max(80, "Use at most 80 characters.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, idMessage);
const text = z.string().trim().min(1, "Enter some text.").max(400, "Use at most 400 characters.");
const dayMessage = "Enter a date as YYYY-MM-DD.";
// YAML reads an unquoted date as a Date; the file writes days, so read them back as days.
const day = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string(dayMessage).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value, dayMessage),
);
const window = z.union([
  z
    .object({
      months: z.number().int("Enter a whole number of months.").min(1, "Enter at least 1 month.").max(120, "Enter at most 120 months."),
    })
    .strict(),
  z
    .object({ days: z.number().int("Enter a whole number of days.").min(1, "Enter at least 1 day.").max(365, "Enter at most 365 days.") })
    .strict(),
]);
const scope = z
  .object({
    issuer: z.union([z.literal("any"), id]),
    kinds: z
      .array(z.enum(["personal", "business"]))
      .min(1)
      .optional(),
    cardTypes: z
      .array(z.enum(["credit", "charge"]))
      .min(1)
      .optional(),
    products: z.array(id).min(1).max(50, "Name at most 50 products.").optional(),
  })
  .strict();

const base = {
  id,
  issuer: id,
  name: text.max(120, "Use at most 120 characters."),
  summary: text,
  note: text.nullish().transform((value) => value ?? null),
  appliesTo: scope,
  source: z.object({
    url: z
      .string("Enter the address of the page the rule was read on.")
      .max(1000, "Use at most 1000 characters.")
      .pipe(z.url({ protocol: /^https$/, error: "Enter a full https:// address." })),
    checkedOn: day,
    confidence: z.enum(["issuer", "readers"], "Choose whose word the source is."),
  }),
};

/** One rule as the engine keeps it, its source's fields together. */
const ruleSchema = z.discriminatedUnion("type", [
  z
    .object({
      ...base,
      type: z.literal("count"),
      window,
      limit: z
        .number("Enter a number of cards.")
        .int("Enter a whole number of cards.")
        .min(1, "Enter at least 1.")
        .max(20, "Enter at most 20."),
      counts: scope.extend({ authorizedUserCards: z.boolean() }),
      exemptWith: z.enum(personFactNames, "Choose a fact from the list.").optional(),
    })
    .strict(),
  z
    .object({
      ...base,
      type: z.literal("bonus"),
      family: scope.optional(),
      window: window.optional(),
      since: z.enum(["bonus", "opened"]),
      whileHolding: z.boolean().optional(),
      refusesCard: z.boolean().optional(),
    })
    .strict(),
]);

const entry = z.preprocess(
  // The file writes the source's three fields beside the rule's own; the engine keeps them together.
  (value) => {
    if (typeof value !== "object" || value === null) return value;
    const { source, checked, confidence, ...rule } = value as Record<string, unknown>;
    return { ...rule, source: { url: source, checkedOn: checked, confidence } };
  },
  ruleSchema,
);

function scopeProblems(where: string, scoped: CardScope | undefined, products: ReadonlyMap<string, string>): RuleProblem[] {
  return (scoped?.products ?? []).flatMap((product) => {
    const issuer = products.get(product);
    const path = [where, "products"];
    if (issuer === undefined) return [{ path, message: `The card catalogue does not list ${product}.` }];
    if (scoped!.issuer !== "any" && issuer !== scoped!.issuer)
      return [{ path, message: `${product} is a ${issuer} card, not ${scoped!.issuer}'s.` }];
    return [];
  });
}

/** The parts of a rule the catalogue checks read: checked on their own too, so a form's other mistakes do not hide these. */
const scopedParts = z.object({
  issuer: id,
  appliesTo: scope,
  counts: scope.extend({ authorizedUserCards: z.unknown() }).optional(),
  family: scope.optional(),
});
const checkedDay = z.object({ source: z.object({ checkedOn: day }) });
type ScopedParts = { issuer: string; appliesTo: CardScope; counts?: CardScope; family?: CardScope };

/** What a rule must also be: about its own issuer's cards, naming only catalogue products of the scope's issuer. */
function catalogueProblems(rule: ScopedParts, products: ReadonlyMap<string, string>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (rule.appliesTo.issuer !== rule.issuer)
    problems.push({ path: ["appliesTo", "issuer"], message: `It applies to ${rule.appliesTo.issuer} cards, not ${rule.issuer}'s.` });
  problems.push(...scopeProblems("appliesTo", rule.appliesTo, products));
  problems.push(...scopeProblems("counts", rule.counts, products));
  problems.push(...scopeProblems("family", rule.family, products));
  return problems;
}

const productIssuers = (catalog: readonly CatalogProduct[]) => new Map(catalog.map((product) => [product.id, product.issuer]));

/**
 * One rule, as the engine keeps it, checked as the file's rules are; with `today`, its checked
 * day may not be later. For the owner's editor: every problem, each with where it is.
 */
export function checkIssuerRule(
  input: unknown,
  catalog: readonly CatalogProduct[],
  today?: string,
): { ok: true; rule: PublishedRule } | { ok: false; problems: RuleProblem[] } {
  const parsed = ruleSchema.safeParse(input);
  const problems = parsed.success ? [] : parsed.error.issues.map(({ path, message }): RuleProblem => ({ path, message }));
  // A shape mistake elsewhere must not hide these: each part is checked when it is readable on its own.
  const parts = parsed.success ? parsed.data : scopedParts.safeParse(input).data;
  if (parts) problems.push(...catalogueProblems(parts, productIssuers(catalog)));
  const checkedOn = parsed.success ? parsed.data.source.checkedOn : checkedDay.safeParse(input).data?.source.checkedOn;
  if (today !== undefined && checkedOn !== undefined && checkedOn > today)
    problems.push({ path: ["source", "checkedOn"], message: "Enter the day the source was checked: it cannot be later than today." });
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  return { ok: true, rule: parsed.data };
}

/** Parses content/issuer-rules.yaml (its text) against the catalogue's products; throws naming every problem. */
export function parseIssuerRules(source: string, catalog: readonly CatalogProduct[]): PublishedRule[] {
  const rules: PublishedRule[] = z.array(entry).max(200).parse(parseYaml(source));
  const products = productIssuers(catalog);
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const rule of rules) {
    if (seen.has(rule.id)) problems.push(`rule ${rule.id} appears twice`);
    seen.add(rule.id);
    for (const problem of catalogueProblems(rule, products)) problems.push(`${rule.id}: ${problem.path.join(".")}: ${problem.message}`);
  }
  if (problems.length > 0) throw new Error(`issuer rules: ${problems.join("; ")}`);
  return rules;
}
