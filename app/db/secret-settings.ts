/**
 * Settings whose value is a secret the site must read back: the signing key the site generates
 * when APP_SECRET is unset, and a service key the admin saved. An unencrypted backup is written
 * without them (decision 061); a new secret setting is added here.
 */
export const secretSettings = {
  appSecret: "app_secret",
  firecrawlApiKey: "transfer_bonuses.firecrawl_api_key",
} as const;

export const secretSettingKeys: readonly string[] = Object.values(secretSettings);
