import { answerMessage, type AnswerOptions } from "./assistant.server";
import { allowChatMessage } from "./chat-rate-limit.server";
import { chatRequestSchema, chatTurnSchema, maxHistoryTurns, userMessages, type ChatTurn } from "./chat-request";
import type { AssistantAnswer } from "./reply";

export const chatFormMessages = {
  empty: "Please type a question about flights.",
  tooMany: "Too many messages. Please wait a minute and try again.",
} as const;

export type ChatFormResult =
  { status: 200; turns: ChatTurn[]; answer: AssistantAnswer } | { status: 400 | 429; turns: ChatTurn[]; message: string; error: string };

/** The earlier turns the page carried in hidden fields; anything malformed is dropped. */
function readTurns(form: FormData): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const value of form.getAll("turn").slice(-maxHistoryTurns)) {
    if (typeof value !== "string") continue;
    try {
      const turn = chatTurnSchema.safeParse(JSON.parse(value));
      if (turn.success) turns.push(turn.data);
    } catch {
      // A tampered field is simply not a turn.
    }
  }
  return turns;
}

/** The no-JavaScript conversation: the same checks and answers as POST /api/search-flights. */
export async function answerChatForm(form: FormData, ip: string, knowledge: Omit<AnswerOptions, "now"> = {}): Promise<ChatFormResult> {
  const turns = readTurns(form);
  // The example prompt is its own submit button: choosing it sends it as the message.
  const typed =
    [form.get("message"), form.get("example")].find((value): value is string => typeof value === "string" && value.trim() !== "") ?? "";
  const parsed = chatRequestSchema.safeParse({ message: typed, history: turns });
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.code === "too_big");
    return { status: 400, turns, message: typed, error: tooLong ? parsed.error.issues[0]!.message : chatFormMessages.empty };
  }
  const allowance = await allowChatMessage(ip);
  if (!allowance.ok) return { status: 429, turns, message: typed, error: chatFormMessages.tooMany };
  const answer = await answerMessage(parsed.data.message, userMessages(turns), knowledge);
  return {
    status: 200,
    turns: [...turns, { role: "user", content: parsed.data.message }, { role: "assistant", content: answer.reply }],
    answer,
  };
}
