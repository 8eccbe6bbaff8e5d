import { parse as parseYaml } from "yaml";
import { z } from "~/lib/zod";
import { kebabId, repeatedKeys, type KnownIds } from "./card-catalog";
import { isDay } from "./dates";

/**
 * When a currency's or program's points expire (content/expiry-rules.yaml). Like every fact the
 * site publishes, each rule carries the page it was checked against and the day; a currency or
 * program without a sourced rule has no rule at all, and the wallet says it does not know.
 */

export type SourceKind = "program" | "issuer" | "secondary";

interface RuleBase {
  /** A currency or program id of the points catalog. */
  id: string;
  /** What the kind does not say: exceptions, month ends. */
  note: string | null;
  source: string;
  sourceKind: SourceKind;
  /** yyyy-MM-dd. */
  checked: string;
}

export interface InactivityRule extends RuleBase {
  kind: "inactivity";
  months: number;
  /** What counts as activity, in one sentence. */
  activity: string;
  /** Whether an open card earning the program keeps the points from expiring. */
  openCardKeepsActive: boolean;
}

export type ExpiryRule =
  | (RuleBase & { kind: "none" })
  | (RuleBase & { kind: "while-card-open" })
  | InactivityRule
  | (RuleBase & { kind: "fixed"; months: number });

const text = z.string().trim().min(1).max(300);
const base = {
  id: kebabId,
  note: text.nullish().transform((value) => value ?? null),
  source: z.url({ protocol: /^https$/ }).max(1000),
  sourceKind: z.enum(["program", "issuer", "secondary"]),
  // YAML reads an unquoted date as a Date; the file writes days, so read them back as days.
  checked: z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), z.string().refine(isDay)),
};
const months = z.number().int().min(1).max(120);

const ruleEntry = z.discriminatedUnion("kind", [
  z.object({ ...base, kind: z.literal("none") }),
  z.object({ ...base, kind: z.literal("while-card-open") }),
  z.object({ ...base, kind: z.literal("inactivity"), months, activity: text, openCardKeepsActive: z.boolean().default(false) }),
  z.object({ ...base, kind: z.literal("fixed"), months }),
]);

/** Parses content/expiry-rules.yaml (its text); throws naming every problem. */
export function parseExpiryRules(source: string, known: KnownIds): ExpiryRule[] {
  const rules: ExpiryRule[] = z.array(ruleEntry).max(500).parse(parseYaml(source));
  const problems = repeatedKeys(rules.map((rule) => rule.id)).map((key) => `rule for ${key} appears twice`);
  for (const rule of rules) {
    const currency = known.currencies.includes(rule.id);
    if (!currency && !known.programs.includes(rule.id)) problems.push(`rule for unknown currency or program ${rule.id}`);
    // Only a bank's currency lives and dies with a card account.
    if (rule.kind === "while-card-open" && !currency) problems.push(`${rule.id}: while-card-open is for bank currencies`);
  }
  if (problems.length > 0) throw new Error(`expiry rules: ${problems.join("; ")}`);
  return rules;
}

export function rulesById(rules: readonly ExpiryRule[]): ReadonlyMap<string, ExpiryRule> {
  return new Map(rules.map((rule) => [rule.id, rule]));
}
