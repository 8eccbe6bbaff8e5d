import { describe, expect, it } from "vitest";
import { outboxStatusLabel } from "./status-label";

describe("outbox status labels", () => {
  it("says a queued message waits for a mail server when none is configured", () => {
    expect(outboxStatusLabel("queued", false)).toBe("Not sent: no mail server configured");
    expect(outboxStatusLabel("queued", true)).toBe("Queued");
    expect(outboxStatusLabel("sent", false)).toBe("Sent");
    expect(outboxStatusLabel("failed", true)).toBe("Failed");
  });
});
