import { asc, eq } from "drizzle-orm";
import { db, type Transaction } from "~/db/database.server";
import { admins, settings } from "~/db/schema";
import { setSetting } from "~/db/settings.server";
import { mailConfig } from "./config.server";

export const ownerEmailSettingKey = "owner_email";

/**
 * Where lead notifications go: the address the admin saved in settings, else OWNER_EMAIL (or
 * the bootstrap admin's address), else the first admin account's. Undefined only on a site with
 * no admin at all, where there is nobody to tell.
 */
export async function ownerEmailAddress(tx: Transaction | ReturnType<typeof db> = db()): Promise<string | undefined> {
  const [saved] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, ownerEmailSettingKey));
  if (typeof saved?.value === "string" && saved.value) return saved.value;
  const configured = mailConfig().ownerEmailDefault;
  if (configured) return configured;
  const [first] = await tx.select({ email: admins.email }).from(admins).orderBy(asc(admins.id)).limit(1);
  return first?.email;
}

export async function saveOwnerEmail(address: string): Promise<void> {
  await setSetting(ownerEmailSettingKey, address);
}
