import { describe, expect, it } from "vitest";
import { hideSecretLinks, secretLinkKinds } from "./secret-links";

describe("hideSecretLinks", () => {
  it("hides the token of a reset or invitation link, in text and in HTML", () => {
    const text = "Choose a new password: https://pointwise.example/admin/login/reset?token=abc.def.ghi\n";
    expect(hideSecretLinks(secretLinkKinds.reset, text)).toBe(
      "Choose a new password: https://pointwise.example/admin/login/reset?token=(hidden)\n",
    );
    const html = '<a href="https://pointwise.example/admin/invitation?token=x_y-z.1.2">Accept</a>';
    expect(hideSecretLinks(secretLinkKinds.invitation, html)).toBe(
      '<a href="https://pointwise.example/admin/invitation?token=(hidden)">Accept</a>',
    );
  });

  it("leaves other messages as they are", () => {
    const text = "Manage: https://pointwise.example/concierge/book/manage?token=abc";
    expect(hideSecretLinks("strategy-session-receipt", text)).toBe(text);
  });
});
