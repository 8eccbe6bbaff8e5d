import { describe, expect, it } from "vitest";
import { maxReplayedCharacters, maxReplayedMessages } from "./chat-limits";
import { maxHistoryTurns, maxMessageLength, parseChatRequest, userMessages, type ChatTurn } from "./chat-request";

const json = "application/json";

describe("reading a chat request", () => {
  it("accepts a message with or without history", () => {
    expect(parseChatRequest(json, '{"message":" jfk to lhr "}')).toEqual({ ok: true, request: { message: "jfk to lhr", history: [] } });
    const withHistory = parseChatRequest(
      "application/json; charset=utf-8",
      JSON.stringify({
        message: "business?",
        history: [
          { role: "user", content: "jfk to lhr" },
          { role: "assistant", content: "When?" },
        ],
      }),
    );
    expect(withHistory.ok && userMessages(withHistory.request.history)).toEqual(["jfk to lhr"]);
  });

  it("reads only the visitor's latest messages, each cut to the length of a message, within the replay limits", () => {
    const turns = (content: (i: number) => string): ChatTurn[] =>
      Array.from({ length: maxHistoryTurns }, (_, i) => ({ role: i % 3 === 2 ? "assistant" : "user", content: content(i) }));
    const short = userMessages(turns((i) => `message ${i}`));
    expect(short).toHaveLength(maxReplayedMessages);
    expect(short.at(-1)).toBe("message 28");
    const long = userMessages(turns((i) => `${i} ${"x".repeat(4_000)}`));
    expect(long.map((message) => message.length)).toEqual(Array(maxReplayedCharacters / maxMessageLength).fill(maxMessageLength));
    expect(long[0]).toMatch(/^27 x/);
  });

  it.each([
    ["text/plain", '{"message":"hi"}', /as JSON/],
    [json, "{not json", /not valid JSON/],
    [json, '["hi"]', /must be a JSON object/],
    [json, '{"message": 5}', /message must be text/],
    [json, '{"message": "   "}', /must not be empty/],
    [json, JSON.stringify({ message: "x".repeat(maxMessageLength + 1) }), /at most 500 characters/],
    [json, '{"message": "hi", "history": "no"}', /history must be a list/],
    [json, '{"message": "hi", "history": [{"role": "system", "content": "x"}]}', /role of 'user' or 'assistant'/],
  ])("refuses %s %s", (contentType, body, message) => {
    const parsed = parseChatRequest(contentType, body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});
