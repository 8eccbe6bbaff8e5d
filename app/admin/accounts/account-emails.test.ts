import { describe, expect, it } from "vitest";
import { renderEmail } from "~/email/template";
import { accountChangedEmail, invitationEmail, passwordResetEmail } from "./account-emails";

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

  it("an account notice says what changed, when and from where, and points to the reset form, not a live link", () => {
    const what = 'The authenticator app "Phone" was added as a second factor.';
    const message = accountChangedEmail("owner@example.com", { what, when: "Nov 26, 2026, 9:15 AM EST", ip: "203.0.113.7" });
    const { text } = renderEmail(message.subject, message.content, site);
    expect(message.to).toBe("owner@example.com");
    expect(text).toContain(`${what} This happened on Nov 26, 2026, 9:15 AM EST, from the address 203.0.113.7.`);
    expect(text).toContain("https://pointwise.example/admin/login/forgot");
    expect(text).not.toContain("token=");
    const withoutAddress = accountChangedEmail("owner@example.com", { what, when: "Nov 26, 2026, 9:15 AM EST", ip: null });
    expect(renderEmail(withoutAddress.subject, withoutAddress.content, site).text).toContain("on Nov 26, 2026, 9:15 AM EST.");
  });
});
