import { describe, expect, it } from "vitest";
import { alertEmailContent } from "./alert-email";

const bonus = {
  from: "Chase Ultimate Rewards",
  details: "30% bonus to Virgin Atlantic Flying Club",
  targeted: false,
  startDate: "2026-12-01",
  endDate: "2026-12-31",
};

describe("alertEmailContent", () => {
  it("names the bonus and its dates, and carries the preferences and unsubscribe links", () => {
    const email = alertEmailContent({ bonus, preferencesUrl: "https://p.example/prefs", unsubscribeUrl: "https://p.example/unsub" });
    expect(email.subject).toBe("Transfer bonus: Chase Ultimate Rewards, 30% bonus to Virgin Atlantic Flying Club");
    expect(email.content.paragraphs[0]).toContain("to");
    expect(email.content.footnotes!.join("\n")).toContain("https://p.example/prefs");
    expect(email.content.footnotes!.join("\n")).toContain("https://p.example/unsub");
  });

  it("says when a bonus is targeted", () => {
    const email = alertEmailContent({ bonus: { ...bonus, targeted: true }, preferencesUrl: "p", unsubscribeUrl: "u" });
    expect(email.content.paragraphs.join(" ")).toContain("targeted");
  });
});
