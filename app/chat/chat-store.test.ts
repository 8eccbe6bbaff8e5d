import { describe, expect, it } from "vitest";
import { subscribeToToasts } from "~/notices/toast-store";
import { chatSnapshot, sendChatMessage, type ChatAnswer } from "./chat-store";

const answer: ChatAnswer = { reply: "Where are you flying from?", results: [], links: [] };

describe("the widget's conversation", () => {
  it("does not send empty or whitespace-only input", async () => {
    let posts = 0;
    expect(await sendChatMessage("   ", async () => (posts++, answer))).toBe(false);
    expect(posts).toBe(0);
    expect(chatSnapshot().messages).toEqual([]);
  });

  it("appends the visitor's message, then the reply, with the earlier turns as history", async () => {
    let release: (value: ChatAnswer) => void = () => {};
    const histories: unknown[] = [];
    const sending = sendChatMessage(" to Paris ", (_message, history) => {
      histories.push(history);
      return new Promise((resolve) => (release = resolve));
    });
    expect(chatSnapshot()).toMatchObject({ pending: true, messages: [{ role: "user", content: "to Paris" }] });
    // Blocked while the reply is pending.
    expect(await sendChatMessage("from Boston", async () => answer)).toBe(false);
    release(answer);
    await sending;
    expect(chatSnapshot()).toMatchObject({ pending: false, messages: [{ role: "user" }, { role: "assistant", content: answer.reply }] });

    await sendChatMessage("from Boston", async (_message, history) => (histories.push(history), answer));
    expect(histories[1]).toEqual([
      { role: "user", content: "to Paris" },
      { role: "assistant", content: answer.reply },
    ]);
  });

  it("shows the spec's error toast on failure and ends loading", async () => {
    const toasts: { title: string; description?: string; kind: string }[] = [];
    const unsubscribe = subscribeToToasts((notice) => toasts.push(notice));
    await sendChatMessage("jfk to lhr", async () => {
      throw new Error("network down");
    });
    unsubscribe();
    expect(chatSnapshot().pending).toBe(false);
    expect(toasts).toEqual([
      expect.objectContaining({ title: "Error", description: "Failed to send message. Please try again.", kind: "destructive" }),
    ]);
  });
});
