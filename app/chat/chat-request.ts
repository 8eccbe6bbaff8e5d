import { z } from "~/lib/zod";
import { maxHistoryTurns, maxMessageLength, maxReplayedCharacters, maxReplayedMessages } from "./chat-limits";

export { maxHistoryTurns, maxMessageLength };
export const maxTurnLength = 4_000;

export const chatTurnSchema = z.object({
  role: z.enum(["user", "assistant"], { error: "each history turn needs a role of 'user' or 'assistant'" }),
  content: z
    .string({ error: "each history turn needs its content as text" })
    .max(maxTurnLength, `a history turn is longer than ${maxTurnLength} characters`),
});

export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** The body of POST /api/search-flights: `{ "message": "...", "history": [...] }`. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: "message must be text" })
    .trim()
    .min(1, "message must not be empty")
    .max(maxMessageLength, `message must be at most ${maxMessageLength} characters`),
  history: z
    .array(chatTurnSchema, { error: "history must be a list of turns" })
    .max(maxHistoryTurns, `history must have at most ${maxHistoryTurns} turns`)
    .default([]),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;

export type ParsedChatRequest = { ok: true; request: ChatRequest } | { ok: false; error: string };

/** Reads a posted JSON body; every refusal says plainly what was wrong. */
export function parseChatRequest(contentType: string | null, body: string): ParsedChatRequest {
  if (!contentType?.toLowerCase().startsWith("application/json")) {
    return {
      ok: false,
      error: 'Send the message as JSON (Content-Type: application/json), like {"message": "New York to London on March 5"}.',
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: "The request body is not valid JSON." };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { ok: false, error: 'The request body must be a JSON object like {"message": "..."}.' };
  }
  const parsed = chatRequestSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: `Invalid request: ${parsed.error.issues[0]?.message ?? "unreadable"}.` };
  return { ok: true, request: parsed.data };
}

/**
 * The visitor's own latest messages, oldest first, each no longer than a message may be, within
 * the replay limits: the only part of the history the server reads, so a long history costs no
 * more than a short one.
 */
export function userMessages(history: readonly ChatTurn[]): string[] {
  const latest: string[] = [];
  let characters = 0;
  for (const turn of history.toReversed()) {
    if (turn.role !== "user") continue;
    const message = turn.content.slice(0, maxMessageLength);
    characters += message.length;
    if (latest.length === maxReplayedMessages || characters > maxReplayedCharacters) break;
    latest.unshift(message);
  }
  return latest;
}
