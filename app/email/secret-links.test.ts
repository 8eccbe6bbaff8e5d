import { describe, expect, it } from "vitest";
import { fillLinkSecrets, hideSecretLinks, holdLinkSecrets, removeLinkSecrets, secretLinkKinds } from "./secret-links";

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

const message = {
  subject: "Your booking",
  textBody: "Manage: https://p.example/concierge/book/manage?token=m.1.sig\nUnsubscribe: https://p.example/unsubscribe?token=u-2.x.sig",
  htmlBody: '<a href="https://p.example/concierge/book/manage?token=m.1.sig">Manage</a> <a href="/r?x=1&amp;booking=b%2E3">Receipt</a>',
  headers: { "List-Unsubscribe": "<https://p.example/unsubscribe?token=u-2.x.sig>" },
  attachments: [{ filename: "a.ics", contentType: "text/calendar", content: "URL:https://p.example/x?token=ics.4.sig" }],
};

describe("holding link secrets out of the stored message", () => {
  it("replaces each secret value, wherever it appears, by one numbered placeholder", () => {
    const { message: held, secrets } = holdLinkSecrets(message);
    expect(secrets).toEqual(["m.1.sig", "u-2.x.sig", "b%2E3", "ics.4.sig"]);
    expect(held.textBody).toBe(
      "Manage: https://p.example/concierge/book/manage?token=(sealed-0)\nUnsubscribe: https://p.example/unsubscribe?token=(sealed-1)",
    );
    expect(held.htmlBody).toContain("&amp;booking=(sealed-2)");
    expect(held.headers["List-Unsubscribe"]).toBe("<https://p.example/unsubscribe?token=(sealed-1)>");
    expect(JSON.stringify(held)).not.toMatch(/m\.1\.sig|u-2\.x\.sig|b%2E3|ics\.4\.sig/);
  });

  it("fills the placeholders back to the message as it was written", () => {
    const { message: held, secrets } = holdLinkSecrets(message);
    expect(fillLinkSecrets(held, secrets)).toEqual(message);
  });

  it("fills only placeholders after a link parameter, so text someone typed stays as it is", () => {
    const typed = { ...message, textBody: "I wrote (sealed-0) here" };
    expect(fillLinkSecrets(typed, ["secret"]).textBody).toBe("I wrote (sealed-0) here");
  });

  it("holds back a literal secret (a sign-in code) wherever it appears, and fills it back only when asked", () => {
    const coded = { ...message, subject: "Your code", textBody: "Your code is 482913. Type 482913 on the page." };
    const { message: held, secrets } = holdLinkSecrets(coded, ["482913"]);
    const index = secrets.indexOf("482913");
    expect(index).toBeGreaterThanOrEqual(0);
    expect(held.textBody).toBe(`Your code is (sealed-${index}). Type (sealed-${index}) on the page.`);
    expect(JSON.stringify(held)).not.toContain("482913");
    expect(fillLinkSecrets(held, secrets, { literals: true })).toEqual(coded);
    expect(fillLinkSecrets(held, secrets).textBody).toBe(held.textBody);
  });

  it("removes any secret value from text, for exports", () => {
    expect(removeLinkSecrets(message.textBody)).toBe(
      "Manage: https://p.example/concierge/book/manage?token=(removed)\nUnsubscribe: https://p.example/unsubscribe?token=(removed)",
    );
  });
});
