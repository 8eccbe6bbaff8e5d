import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { getSetting, setSetting } from "~/db/settings.server";
import { scraperConfig } from "./config.server";

/** Only a hash is stored: the secret itself is shown to the admin once, when it is made. */
const secretHashSetting = "transfer_bonuses.webhook_secret_sha256";

export type WebhookSecretSource = "environment" | "generated" | "none";

function sha256(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

export async function webhookSecretSource(): Promise<WebhookSecretSource> {
  if (scraperConfig().webhookSecret) return "environment";
  return (await getSetting<string>(secretHashSetting)) ? "generated" : "none";
}

/** Makes a new secret (the old one stops working) and returns it, the only time it is readable. */
export async function rotateWebhookSecret(): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  await setSetting(secretHashSetting, sha256(secret).toString("hex"));
  return secret;
}

/** Whether an Authorization header carries the webhook's bearer secret (constant-time compare). */
export async function isWebhookAuthorized(authorization: string | null): Promise<boolean> {
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "")?.[1];
  if (!presented) return false;
  const fromEnv = scraperConfig().webhookSecret;
  const expected = fromEnv ? sha256(fromEnv) : Buffer.from((await getSetting<string>(secretHashSetting)) ?? "", "hex");
  return expected.length === 32 && timingSafeEqual(sha256(presented), expected);
}
