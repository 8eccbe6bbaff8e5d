import { describe, expect, it } from "vitest";
import { renderEmail } from "~/email/template";
import { issueEmailContent } from "./issue-email";

describe("an issue as an email", () => {
  const content = issueEmailContent({
    subject: "November's best bonuses",
    body: "First block\nstill first.\n\n\n  Second <b>block</b>  \n\n",
    unsubscribeUrl: "https://pointwise.example/unsubscribe?token=t",
  });

  it("turns the markdown's blocks into paragraphs", () => {
    expect(content.paragraphs).toEqual(["First block\nstill first.", "Second <b>block</b>"]);
  });

  it("escapes what the owner typed in HTML and carries the subscriber's own unsubscribe link", () => {
    const rendered = renderEmail("November's best bonuses", content, {
      name: "Pointwise",
      url: "https://pointwise.example",
      postalAddress: "x",
    });
    expect(rendered.html).toContain("Second &lt;b&gt;block&lt;/b&gt;");
    expect(rendered.text).toContain("Unsubscribe with one click: https://pointwise.example/unsubscribe?token=t");
  });

  it("links the subscriber's bonus-alert choices when given", () => {
    const withLink = issueEmailContent({
      subject: "s",
      body: "b",
      unsubscribeUrl: "u",
      preferencesUrl: "https://pointwise.example/newsletter/alerts?token=p",
    });
    expect(withLink.footnotes).toContain(
      "Choose which transfer bonuses you get an email about: https://pointwise.example/newsletter/alerts?token=p",
    );
  });
});
