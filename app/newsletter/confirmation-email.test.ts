import { describe, expect, it } from "vitest";
import { renderEmail } from "~/email/template";
import { confirmationEmailContent, confirmationSubject, leftBeforeParagraph } from "./confirmation-email";

const site = { name: "Pointwise", url: "https://pointwise.example", postalAddress: "1 Example Street" };
const confirmUrl = "https://pointwise.example/newsletter/confirm?token=abc.def.ghi";

describe("the double opt-in confirmation email", () => {
  const { subject, content } = confirmationEmailContent({
    to: "jane.doe@example.com",
    requestedAt: new Date("2026-11-23T03:00:00Z"),
    confirmUrl,
    validDays: 7,
  });
  const rendered = renderEmail(subject, content, site);

  it("greets by the local part and names the day of the request (New York)", () => {
    expect(subject).toBe(confirmationSubject);
    expect(content.heading).toBe("Hi jane.doe,");
    expect(rendered.text).toContain("asked on November 22, 2026");
  });

  it("has one button to the signed link, and says how long it works", () => {
    expect(rendered.text).toContain(`Confirm my subscription: ${confirmUrl}`);
    expect(rendered.html).toContain(`href="${confirmUrl}"`);
    expect(rendered.text).toContain("the link works for 7 days");
  });

  it("tells someone who did not ask that ignoring it is enough, and carries no guide or unsubscribe link", () => {
    expect(rendered.text).toContain("ignore this email: you will not be subscribed");
    expect(rendered.text).not.toContain("/guide");
    expect(rendered.text).not.toContain("/unsubscribe");
  });

  it("tells an address that left the list why it must confirm, and says nothing of it to a new one", () => {
    const again = confirmationEmailContent({
      to: "jane.doe@example.com",
      requestedAt: new Date(),
      confirmUrl,
      validDays: 7,
      leftBefore: true,
    });
    expect(again.content.paragraphs).toContain(leftBeforeParagraph);
    expect(content.paragraphs).not.toContain(leftBeforeParagraph);
  });
});
