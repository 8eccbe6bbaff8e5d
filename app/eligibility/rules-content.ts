import { parse as parseYaml } from "yaml";
import { addDays } from "~/lib/calendar-day";
import { z } from "~/lib/zod";
import type { CardScope, IssuerRule } from "./rules";

/**
 * The issuers' rules as content/issuer-rules.yaml states them, checked: every rule has its
 * source, the day it was checked and a confidence, and names only products the card catalogue
 * lists, of the rule's own issuer. Pure: the caller reads the file and the catalogue.
 */

/** A rule as the site publishes it: the engine's rule, with its sentence and its caveat. */
export type PublishedRule = IssuerRule & { summary: string; note: string | null };

export interface CatalogProduct {
  id: string;
  issuer: string;
}

const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);
const text = z.string().trim().min(1).max(400);
// YAML reads an unquoted date as a Date; the file writes days, so read them back as days.
const day = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value, "a day, yyyy-MM-dd"),
);
const window = z.union([
  z.object({ months: z.number().int().min(1).max(120) }).strict(),
  z.object({ days: z.number().int().min(1).max(365) }).strict(),
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
    products: z.array(id).min(1).max(50).optional(),
  })
  .strict();

const base = {
  id,
  issuer: id,
  name: text,
  summary: text,
  note: text.nullish().transform((value) => value ?? null),
  appliesTo: scope,
  source: z.object({ url: z.url({ protocol: /^https$/ }).max(1000), checkedOn: day, confidence: z.enum(["issuer", "readers"]) }),
};

const entry = z.preprocess(
  // The file writes the source's three fields beside the rule's own; the engine keeps them together.
  (value) => {
    if (typeof value !== "object" || value === null) return value;
    const { source, checked, confidence, ...rule } = value as Record<string, unknown>;
    return { ...rule, source: { url: source, checkedOn: checked, confidence } };
  },
  z.discriminatedUnion("type", [
    z
      .object({
        ...base,
        type: z.literal("count"),
        window,
        limit: z.number().int().min(1).max(20),
        counts: scope.extend({ authorizedUserCards: z.boolean() }),
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
  ]),
);

function scopeProblems(rule: PublishedRule, where: string, scoped: CardScope | undefined, products: ReadonlyMap<string, string>): string[] {
  return (scoped?.products ?? []).flatMap((product) => {
    const issuer = products.get(product);
    if (issuer === undefined) return [`${rule.id}: ${where} names ${product}, which the card catalogue does not list`];
    if (scoped!.issuer !== "any" && issuer !== scoped!.issuer) return [`${rule.id}: ${where} names ${product}, a ${issuer} card`];
    return [];
  });
}

/** Parses content/issuer-rules.yaml (its text) against the catalogue's products; throws naming every problem. */
export function parseIssuerRules(source: string, catalog: readonly CatalogProduct[]): PublishedRule[] {
  const rules: PublishedRule[] = z.array(entry).max(200).parse(parseYaml(source));
  const products = new Map(catalog.map((product) => [product.id, product.issuer]));
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const rule of rules) {
    if (seen.has(rule.id)) problems.push(`rule ${rule.id} appears twice`);
    seen.add(rule.id);
    if (rule.appliesTo.issuer !== rule.issuer)
      problems.push(`${rule.id}: it applies to ${rule.appliesTo.issuer} cards, not ${rule.issuer}'s`);
    problems.push(...scopeProblems(rule, "appliesTo", rule.appliesTo, products));
    problems.push(
      ...scopeProblems(rule, rule.type === "count" ? "counts" : "family", rule.type === "count" ? rule.counts : rule.family, products),
    );
  }
  if (problems.length > 0) throw new Error(`issuer rules: ${problems.join("; ")}`);
  return rules;
}
