import { describe, expect, it } from "vitest";
import { renderEmail } from "~/email/template";
import { guidePath, welcomeEmailContent } from "./welcome-email";

const site = { name: "Pointwise", url: "https://pointwise.example", postalAddress: "1 Example Street" };
const unsubscribeUrl = "https://pointwise.example/unsubscribe?token=abc.def";

describe("the welcome email", () => {
  const { subject, content } = welcomeEmailContent({
    to: "jane.doe@example.com",
    subscribedAt: new Date("2026-11-23T03:00:00Z"),
    unsubscribeUrl,
    preferencesUrl: "https://pointwise.example/newsletter/alerts?token=p",
  });
  const rendered = renderEmail(subject, content, site);

  it("greets the subscriber by the local part of the address, as the spec's template does", () => {
    expect(content.heading).toBe("Hi jane.doe,");
  });

  it("gives the subscription date on the business's calendar (New York)", () => {
    expect(rendered.text).toContain("on November 22, 2026.");
  });

  it("links the free guide with an absolute address", () => {
    expect(content.action?.url).toBe(guidePath);
    expect(rendered.text).toContain("Read the free guide: https://pointwise.example/guide");
    expect(rendered.html).toContain('href="https://pointwise.example/guide"');
  });

  it("carries a visible unsubscribe link too", () => {
    expect(rendered.text).toContain(`unsubscribe at any time: ${unsubscribeUrl}`);
  });

  it("links the subscriber's bonus-alert choices", () => {
    expect(rendered.text).toContain(
      "Choose which transfer bonuses you get an email about: https://pointwise.example/newsletter/alerts?token=p",
    );
  });
});
