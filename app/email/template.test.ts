import { describe, expect, it } from "vitest";
import { ownerNotificationEmail } from "./owner-notification";
import { escapeHtml, headerSafe, renderEmail } from "./template";

const site = { name: "Pointwise", url: "https://pointwise.example", postalAddress: "123 Example Street, New York" };

describe("email templates", () => {
  const content = {
    heading: "Thanks, <Ana>",
    paragraphs: ["We got your request & will reply.", 'Quote: "soon"'],
    fields: [{ label: "From", value: "New York <JFK>" }],
    action: { label: "See the guide", url: "/guide" },
    footnotes: ["Unsubscribe any time."],
  };

  it("writes a plain-text body with the site's footer and absolute links", () => {
    const { text } = renderEmail("Hello", content, site);
    expect(text).toContain("Thanks, <Ana>");
    expect(text).toContain("From: New York <JFK>");
    expect(text).toContain("See the guide: https://pointwise.example/guide");
    expect(text).toContain("Unsubscribe any time.");
    expect(text.endsWith("Pointwise · https://pointwise.example\n123 Example Street, New York")).toBe(true);
  });

  it("escapes every visitor value in HTML", () => {
    const { html } = renderEmail("Hello", content, site);
    expect(html).toContain("Thanks, &lt;Ana&gt;");
    expect(html).toContain("We got your request &amp; will reply.");
    expect(html).toContain("Quote: &quot;soon&quot;");
    expect(html).toContain("New York &lt;JFK&gt;");
    expect(html).toContain('href="https://pointwise.example/guide"');
    expect(html).not.toContain("<Ana>");
  });

  it("keeps full URLs as they are", () => {
    const { text } = renderEmail("Hi", { heading: "Hi", paragraphs: [], action: { label: "Pay", url: "https://pay.example/x" } }, site);
    expect(text).toContain("Pay: https://pay.example/x");
  });

  it("never lets a subject or header value carry a line break", () => {
    expect(renderEmail("Hi\r\nBcc: all@example.com", content, site).subject).toBe("Hi Bcc: all@example.com");
    expect(headerSafe("a\nb\u0000c")).toBe("a b c");
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("builds the owner's notification with a link into the admin", () => {
    const message = ownerNotificationEmail(
      {
        subject: "New concierge request",
        summary: "Ana asked for help.",
        fields: [{ label: "Name", value: "Ana" }],
        adminPath: "/admin/requests/7",
      },
      "owner@example.com",
    );
    expect(message).toMatchObject({ kind: "owner-notification", to: "owner@example.com", subject: "New concierge request" });
    expect(renderEmail(message.subject, message.content, site).text).toContain(
      "Open in the admin: https://pointwise.example/admin/requests/7",
    );
  });
});
