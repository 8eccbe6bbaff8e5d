import { hit, secondsUntil } from "~/security/rate-limit.server";

/** Messages one address may send per window: plenty for a conversation, too few for a scraper. */
export const chatMessagesPerWindow = 20;
export const chatWindowMs = 60_000;

export type ChatAllowance = { ok: true } | { ok: false; retryAfterSeconds: number };

export async function allowChatMessage(ip: string, now = new Date()): Promise<ChatAllowance> {
  const window = await hit(`chat:${ip}`, chatWindowMs, now);
  if (window.count <= chatMessagesPerWindow) return { ok: true };
  return { ok: false, retryAfterSeconds: secondsUntil(window.resetAt, now) };
}
