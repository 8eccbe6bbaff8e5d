import { destructiveNotice } from "~/notices/notice";
import { toast } from "~/notices/toast-store";
import type { AwardCard } from "./award-results";
import { maxHistoryTurns } from "./chat-limits";
import type { ChatTurn } from "./chat-request";
import type { PointsAdvice } from "./points-answer";
import { chatTexts } from "./chat-texts";
import type { ReplyLink } from "./search-links";

/** One message of the widget's conversation (who wrote it, and its text), with any cards. */
export interface ChatMessage extends ChatTurn {
  results?: AwardCard[];
  links?: ReplyLink[];
  points?: PointsAdvice;
}

export interface ChatState {
  messages: ChatMessage[];
  /** A reply is on its way: the typing indicator shows and sending is blocked. */
  pending: boolean;
}

export interface ChatAnswer {
  reply: string;
  results: AwardCard[];
  links: ReplyLink[];
  points?: PointsAdvice;
}

export type PostMessage = (message: string, history: ChatTurn[]) => Promise<ChatAnswer>;

// The conversation outlives the panel and full page loads in the same tab, not the tab itself.
const storageKey = "flight-search-assistant";
const listeners = new Set<() => void>();
let state: ChatState = { messages: readStored(), pending: false };

function readStored(): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(globalThis.sessionStorage?.getItem(storageKey) ?? "[]");
    return Array.isArray(stored) ? (stored as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

function update(next: ChatState): void {
  state = next;
  try {
    globalThis.sessionStorage?.setItem(storageKey, JSON.stringify(next.messages));
  } catch {
    // Storage can be full or blocked; the conversation then lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

export function subscribeToChat(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chatSnapshot(): ChatState {
  return state;
}

/** POST /api/search-flights; anything but a well-formed answer is a failure. */
export const postToEndpoint: PostMessage = async (message, history) => {
  const response = await fetch("/api/search-flights", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ message, history }),
  });
  if (!response.ok) throw new Error(`search-flights answered ${response.status}`);
  const answer = (await response.json()) as Partial<ChatAnswer>;
  if (typeof answer.reply !== "string") throw new Error("search-flights answered without a reply");
  const points = answer.points ? { points: answer.points } : {};
  return { reply: answer.reply, results: answer.results ?? [], links: answer.links ?? [], ...points };
};

/**
 * Empty or whitespace-only input is not sent and
 * sending is blocked while a reply is pending; the visitor's message is appended, then the
 * reply; on failure an error toast shows and loading ends. Returns whether it sent.
 */
export async function sendChatMessage(text: string, post: PostMessage = postToEndpoint): Promise<boolean> {
  const message = text.trim();
  if (message === "" || state.pending) return false;
  const history = state.messages.slice(-maxHistoryTurns).map(({ role, content }) => ({ role, content }));
  update({ messages: [...state.messages, { role: "user", content: message }], pending: true });
  try {
    const answer = await post(message, history);
    update({
      messages: [
        ...state.messages,
        {
          role: "assistant",
          content: answer.reply,
          results: answer.results,
          links: answer.links,
          ...(answer.points ? { points: answer.points } : {}),
        },
      ],
      pending: false,
    });
  } catch {
    update({ ...state, pending: false });
    toast(destructiveNotice(chatTexts.failureTitle, chatTexts.failureMessage));
  }
  return true;
}
