import { data } from "react-router";
import { hit, peek } from "~/security/rate-limit.server";
import { triggerAutomaticRun } from "./automation.server";
import { isWebhookAuthorized } from "./webhook-secret.server";

/** Wrong secrets allowed per address before the webhook stops listening to it for a while. */
export const webhookFailureLimit = 10;
const webhookWindowMs = 15 * 60_000;

/**
 * POST /hooks/transfer-bonuses with `Authorization: Bearer <secret>`: starts a scrape (or finds
 * the one already running) and answers 202 at once; the run publishes by itself when its
 * result passes the sanity checks.
 */
export async function handleWebhook(request: Request, ip: string) {
  const key = `transfer-bonus-webhook:${ip}`;
  const failures = await peek(key);
  if (failures.count >= webhookFailureLimit) {
    const retryAfter = Math.max(1, Math.ceil((failures.resetAt.getTime() - Date.now()) / 1000));
    return data({ error: "Too many failed attempts" }, { status: 429, headers: { "Retry-After": String(retryAfter) } });
  }
  if (!(await isWebhookAuthorized(request.headers.get("Authorization")))) {
    await hit(key, webhookWindowMs);
    return data({ error: "Unauthorized" }, { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="transfer-bonuses"' } });
  }
  const { runId, alreadyRunning } = await triggerAutomaticRun("webhook");
  return data({ accepted: true, runId, alreadyRunning }, { status: 202 });
}
