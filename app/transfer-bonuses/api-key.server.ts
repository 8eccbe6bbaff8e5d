import { secretSettings } from "~/db/secret-settings";
import { deleteSetting, getSetting, setSetting } from "~/db/settings.server";
import { scraperConfig } from "./config.server";

const apiKeySetting = secretSettings.firecrawlApiKey;

export type KeySource = "environment" | "saved";

/** The scraping-service key in use: FIRECRAWL_API_KEY wins over the one the admin saved. */
export async function activeApiKey(): Promise<{ key: string; source: KeySource } | undefined> {
  const fromEnv = scraperConfig().firecrawlApiKey;
  if (fromEnv) return { key: fromEnv, source: "environment" };
  const saved = await getSetting<string>(apiKeySetting);
  return typeof saved === "string" && saved ? { key: saved, source: "saved" } : undefined;
}

export function saveApiKey(key: string): Promise<void> {
  return setSetting(apiKeySetting, key);
}

export function removeApiKey(): Promise<void> {
  return deleteSetting(apiKeySetting);
}
