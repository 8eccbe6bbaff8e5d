import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders paragraphs, emphasis and lists", () => {
    const html = renderMarkdown("Earn **200K** points.\n\n- one\n- two");
    expect(html).toContain("<strong>200K</strong>");
    expect(html).toContain("<li>one</li>");
  });

  it("drops scripts, event handlers and javascript: links", () => {
    const html = renderMarkdown('Hi <script>alert(1)</script><img src=x onerror="alert(2)"> [x](javascript:alert(3))');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
});
