import { describe, expect, it } from "vitest";
import { rfc822Date, rssXml } from "./rss";
import { publishedDeal } from "./test-fixtures";

const siteUrl = "https://pointwise.example";

describe("rssXml", () => {
  const older = publishedDeal({ slug: "older-card", title: "Older", excerpt: "The older one.", date: "2025-04-15" });
  const newer = publishedDeal({ slug: "newer-card", title: "Newer", excerpt: "The newer one.", date: "2025-08-12" });
  const xml = rssXml(siteUrl, [older, newer]);

  it("is an RSS 2.0 channel that names itself and links back to the site", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:atom="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(xml).toContain("<title>Pointwise credit card deals</title>");
    expect(xml).toContain("<link>https://pointwise.example/deals</link>");
    expect(xml).toMatch(/<description>[^<]+<\/description>/);
    expect(xml).toContain('<atom:link href="https://pointwise.example/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml.trimEnd()).toMatch(/<\/channel>\n<\/rss>$/);
  });

  it("has one item per deal, newest first, with a permanent link as its guid", () => {
    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(2);
    expect(items[0]).toContain("<title>Newer</title>");
    expect(items[0]).toContain("<link>https://pointwise.example/deals/newer-card</link>");
    expect(items[0]).toContain('<guid isPermaLink="true">https://pointwise.example/deals/newer-card</guid>');
    expect(items[0]).toContain("<description>The newer one.</description>");
    expect(items[0]).toContain("<pubDate>Tue, 12 Aug 2025 12:00:00 GMT</pubDate>");
    expect(items[1]).toContain("<title>Older</title>");
  });

  it("escapes XML special characters in titles and excerpts", () => {
    const feed = rssXml(siteUrl, [publishedDeal({ title: `Tom & Jerry's <b>"Best"</b> card`, excerpt: "5 < 6 & 7 > 2" })]);
    expect(feed).toContain("<title>Tom &amp; Jerry&apos;s &lt;b&gt;&quot;Best&quot;&lt;/b&gt; card</title>");
    expect(feed).toContain("<description>5 &lt; 6 &amp; 7 &gt; 2</description>");
    expect(feed).not.toContain("<b>");
  });

  it("is an empty channel when nothing is published", () => {
    expect(rssXml(siteUrl, [])).not.toContain("<item>");
  });
});

describe("rfc822Date", () => {
  it("writes a deal's date on the same calendar day", () => {
    expect(rfc822Date("2025-04-15")).toBe("Tue, 15 Apr 2025 12:00:00 GMT");
    expect(rfc822Date("2025-12-31")).toBe("Wed, 31 Dec 2025 12:00:00 GMT");
  });
});
