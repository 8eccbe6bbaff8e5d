import { ruleToRecord } from "../rule-record";
import type { PublishedRule } from "../rules-content";

/** JSON with every object's keys sorted: the database's jsonb keeps its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === "object" && inner !== null && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export type RuleChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * What an edit changed, field by field (the shape's parts by their own names: window, limit,
 * counts...), with the value before and after: what the audit log keeps of a save.
 */
export function ruleChanges(before: PublishedRule, after: PublishedRule): RuleChanges {
  const { definition: beforeShape, ...beforeFields } = ruleToRecord(before);
  const { definition: afterShape, ...afterFields } = ruleToRecord(after);
  const flat = (fields: object, shape: Record<string, unknown>): Record<string, unknown> => ({ ...fields, ...shape });
  const from = flat(beforeFields, beforeShape);
  const to = flat(afterFields, afterShape);
  const changes: RuleChanges = {};
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (canonical(from[key]) !== canonical(to[key])) changes[key] = { from: from[key] ?? null, to: to[key] ?? null };
  }
  return changes;
}
