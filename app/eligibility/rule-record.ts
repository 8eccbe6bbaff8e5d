import type { PublishedRule } from "./rules-content";

/** An issuer_rules row as the database keeps it: the rule's shape in `definition`, its words and its source in columns. */
export interface RuleRecord {
  id: string;
  issuer: string;
  name: string;
  summary: string;
  note: string | null;
  definition: Record<string, unknown>;
  sourceUrl: string;
  confidence: "issuer" | "readers";
  checkedOn: string;
}

/** The row for a rule (its place in the list is the caller's). */
export function ruleToRecord(rule: PublishedRule): RuleRecord {
  const { id, issuer, name, summary, note, source, ...definition } = rule;
  return { id, issuer, name, summary, note, definition, sourceUrl: source.url, confidence: source.confidence, checkedOn: source.checkedOn };
}

/**
 * The rule a row holds. Rows are written only through `ruleToRecord` after the rule passed the
 * same checks as the content file, so the definition is taken as the engine's shape.
 */
export function recordToRule(record: RuleRecord): PublishedRule {
  const { id, issuer, name, summary, note, definition, sourceUrl, confidence, checkedOn } = record;
  return {
    ...(definition as Omit<PublishedRule, "id" | "issuer" | "name" | "summary" | "note" | "source">),
    id,
    issuer,
    name,
    summary,
    note,
    source: { url: sourceUrl, checkedOn, confidence },
  } as PublishedRule;
}
