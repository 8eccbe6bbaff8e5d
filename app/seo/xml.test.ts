import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`Tom & Jerry's <"best"> card`)).toBe("Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt; card");
  });

  it("escapes an ampersand once, leaving an already written entity visible as text", () => {
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });

  it("leaves ordinary text alone", () => {
    expect(escapeXml("Chase Sapphire Preferred: 75,000 points")).toBe("Chase Sapphire Preferred: 75,000 points");
  });
});
