import { contentChanged } from "~/cache/content-version.server";
import { db } from "~/db/database.server";
import { contentSeeds, issuerRules } from "~/db/schema";
import { builtInIssuerRules } from "./content.server";
import { ruleToRecord } from "./rule-record";
import type { PublishedRule } from "./rules-content";

/**
 * Adds each rule of content/issuer-rules.yaml the first time only (content_seeds remembers its
 * id, as for the points catalog): an owner's edit is never overwritten, a rule the owner's data
 * no longer has is not brought back, and a rule added to the file later arrives on the next
 * start. Returns the ids added.
 */
export async function seedIssuerRules(rules: readonly PublishedRule[] = builtInIssuerRules()): Promise<string[]> {
  if (rules.length === 0) return [];
  const added = await db().transaction(async (tx) => {
    const claimed = await tx
      .insert(contentSeeds)
      .values(rules.map((rule) => ({ kind: "issuer-rule", key: rule.id })))
      .onConflictDoNothing()
      .returning({ key: contentSeeds.key });
    const fresh = new Set(claimed.map((row) => row.key));
    const rows = rules.flatMap((rule, position) => (fresh.has(rule.id) ? [{ ...ruleToRecord(rule), position }] : []));
    if (rows.length > 0) await tx.insert(issuerRules).values(rows).onConflictDoNothing();
    return rows.map((row) => row.id);
  });
  // After the commit, so no read can cache the rules as they stood before it.
  if (added.length > 0) contentChanged("issuer rules seeded");
  return added;
}
