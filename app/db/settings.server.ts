import { eq } from "drizzle-orm";
import { contentChanged } from "~/cache/content-version.server";
import { db } from "./database.server";
import { settings } from "./schema";

/**
 * A run-time setting, or undefined when it was never set. Read from the database every time:
 * settings hold secrets too, so a setting a public page reads is cached by its owner (see
 * `cachedRead`), one key at a time, not here for all of them.
 */
export async function getSetting<T>(key: string): Promise<T | undefined> {
  const [row] = await db().select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (row.value as T) : undefined;
}

/**
 * Every settings write announces a content change, whichever key: a cache of a public setting
 * then cannot miss one, and a change to a private setting costs only one needless reload.
 */
export async function setSetting(key: string, value: unknown): Promise<void> {
  const updatedAt = new Date();
  await db().insert(settings).values({ key, value, updatedAt }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } });
  contentChanged(`setting saved: ${key}`);
}

export async function deleteSetting(key: string): Promise<void> {
  await db().delete(settings).where(eq(settings.key, key));
  contentChanged(`setting deleted: ${key}`);
}

/**
 * The stored value, or `create()`'s result stored first. Concurrent first calls on several
 * instances agree: the insert that loses the race is ignored and everyone reads the winner.
 */
export async function getOrCreateSetting<T>(key: string, create: () => T): Promise<T> {
  const created = await db().insert(settings).values({ key, value: create() }).onConflictDoNothing().returning({ key: settings.key });
  if (created.length > 0) contentChanged(`setting created: ${key}`);
  const value = await getSetting<T>(key);
  if (value === undefined) throw new Error(`setting ${key} vanished after insert`);
  return value;
}
