import { describe, expect, it } from "vitest";
import { renderEmail } from "~/email/template";
import { invitationEmail, passwordResetEmail } from "./account-emails";

const site = { name: "Pointwise", url: "https://pointwise.example", postalAddress: "1 Main St" };

describe("the account emails", () => {
  it("a reset email carries the absolute link and says how long it works", () => {
    const message = passwordResetEmail("owner@example.com", "/admin/login/reset?token=abc");
    const { text } = renderEmail(message.subject, message.content, site);
    expect(message.to).toBe("owner@example.com");
    expect(text).toContain("https://pointwise.example/admin/login/reset?token=abc");
    expect(text).toContain("30 minutes");
  });

  it("an invitation names who invited and how long the link is valid", () => {
    const message = invitationEmail("new@example.com", "owner@example.com", "/admin/invitation?token=xyz");
    const { text } = renderEmail(message.subject, message.content, site);
    expect(text).toContain("owner@example.com invited you");
    expect(text).toContain("https://pointwise.example/admin/invitation?token=xyz");
    expect(text).toContain("7 days");
  });
});
