import { eq } from "drizzle-orm";
import { db } from "./database.server";
import { settings } from "./schema";

/** A run-time setting, or undefined when it was never set. */
export async function getSetting<T>(key: string): Promise<T | undefined> {
  const [row] = await db().select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (row.value as T) : undefined;
}

export async function setSetting(key: string, value: unknown): Promise<void> {
  const updatedAt = new Date();
  await db()
    .insert(settings)
    .values({ key, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } });
}

export async function deleteSetting(key: string): Promise<void> {
  await db().delete(settings).where(eq(settings.key, key));
}

/**
 * The stored value, or `create()`'s result stored first. Concurrent first calls on several
 * instances agree: the insert that loses the race is ignored and everyone reads the winner.
 */
export async function getOrCreateSetting<T>(key: string, create: () => T): Promise<T> {
  await db().insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const value = await getSetting<T>(key);
  if (value === undefined) throw new Error(`setting ${key} vanished after insert`);
  return value;
}
