import { describe, expect, it } from "vitest";
import { sitemapDate, sitemapXml } from "./sitemap";

const siteUrl = "https://pointwise.example";
const pagePaths = ["/", "/deals", "/about"];

describe("sitemapXml", () => {
  const xml = sitemapXml(siteUrl, pagePaths, [
    { slug: "chase-sapphire-preferred-75k", updatedAt: new Date("2025-06-02T15:30:00Z") },
    { slug: "capital-one-venture-75k", updatedAt: new Date("2025-07-01T00:00:00Z") },
  ]);

  it("is a sitemap protocol urlset", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    expect(xml.trimEnd()).toMatch(/<\/urlset>$/);
  });

  it("lists every page it is given by its absolute address", () => {
    for (const path of pagePaths) expect(xml).toContain(`<url><loc>${siteUrl}${path}</loc></url>`);
    expect(xml).toContain("<loc>https://pointwise.example/</loc>");
  });

  it("lists each deal with the day it last changed", () => {
    expect(xml).toContain(
      "<url><loc>https://pointwise.example/deals/chase-sapphire-preferred-75k</loc><lastmod>2025-06-02</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://pointwise.example/deals/capital-one-venture-75k</loc><lastmod>2025-07-01</lastmod></url>");
    expect(xml.match(/<url>/g)).toHaveLength(pagePaths.length + 2);
  });

  it("escapes XML special characters in an address", () => {
    expect(sitemapXml("https://example.com/?a=1&b='<\">'", ["/"], [])).toContain(
      "<loc>https://example.com/?a=1&amp;b=&apos;&lt;&quot;&gt;&apos;/</loc>",
    );
  });
});

describe("sitemapDate", () => {
  it("writes the UTC day as yyyy-MM-dd", () => {
    expect(sitemapDate(new Date("2025-01-05T23:59:59Z"))).toBe("2025-01-05");
    expect(sitemapDate(new Date("2025-07-04T02:00:00-04:00"))).toBe("2025-07-04");
  });
});
