import { describe, expect, it } from "vitest";
import { pendingNotice, subscribedNotice } from "./messages";

describe("the subscribe success toast", () => {
  it("tells a section subscriber a welcome email is on its way", () => {
    expect(subscribedNotice("section", true)).toMatchObject({
      kind: "success",
      title: "Success",
      description: "You've been subscribed! A welcome email has been sent to your inbox.",
    });
  });

  it("points a popup subscriber to the email with the guide", () => {
    expect(subscribedNotice("popup", true).description).toBe("Check your email for the free guide and welcome message!");
  });

  it("leaves the email sentence out when no mail server is configured", () => {
    expect(subscribedNotice("section", false).description).toBe("You've been subscribed!");
    expect(subscribedNotice("popup", false).description).toBe("You've been subscribed!");
  });

  it("with double opt-in, says to check the inbox to confirm, under the same title", () => {
    expect(pendingNotice()).toMatchObject({ kind: "success", title: "Success" });
    expect(pendingNotice().description).toMatch(/Check your inbox .* confirm your subscription\.$/);
  });
});
