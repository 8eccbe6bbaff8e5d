import { asc, eq } from "drizzle-orm";
import { cachedRead } from "~/cache/cached-read.server";
import { contentChanged } from "~/cache/content-version.server";
import { db } from "~/db/database.server";
import { issuerRules } from "~/db/schema";
import { recordToRule, ruleToRecord } from "./rule-record";
import type { PublishedRule } from "./rules-content";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The rules the site publishes and judges by, from the database: a couple of dozen small rows, read
 * with one statement per content version and shared by every request (deal pages read them on
 * every signed-in view). An owner's edit, here or on another instance, moves the content version
 * on, so the next call reads again. Frozen: a caller that edited one would change it for all.
 */
export const publishedIssuerRules: () => Promise<readonly PublishedRule[]> = cachedRead(async () => {
  const rows = await db().select().from(issuerRules).orderBy(asc(issuerRules.position), asc(issuerRules.id));
  return deepFreeze(rows.map(recordToRule));
});

/** One published rule by its id, or undefined. */
export async function publishedIssuerRule(id: string): Promise<PublishedRule | undefined> {
  return (await publishedIssuerRules()).find((rule) => rule.id === id);
}

/**
 * Saves the owner's edit of a rule, already checked (`checkIssuerRule`); its id, issuer and type
 * stay those of the row. False when there is no such rule.
 */
export async function saveIssuerRule(rule: PublishedRule): Promise<boolean> {
  const { id, ...record } = ruleToRecord(rule);
  const updated = await db()
    .update(issuerRules)
    .set({ ...record, updatedAt: new Date() })
    .where(eq(issuerRules.id, id))
    .returning({ id: issuerRules.id });
  if (updated.length > 0) contentChanged("issuer rule edited");
  return updated.length > 0;
}
