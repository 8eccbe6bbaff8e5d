import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";

const siteUrl = "https://pointwise.example";
const publicPaths = [
  "/",
  "/deals",
  "/card-rules",
  "/eligibility",
  "/plan",
  "/transfer-bonuses",
  "/transfer-bonuses/history",
  "/transfer-partners",
  "/transfer-partners/values",
  "/concierge",
  "/concierge/terms",
  "/booking-form",
  "/flight-search",
  "/guide",
  "/about",
  "/privacy-policy",
  "/cookie-preferences",
];
/** The built-in deals the server seeds at its first start, all published. */
const dealSlugs = fs
  .readdirSync(path.resolve(import.meta.dirname, "../../content/deals"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => path.basename(name, ".md"));

let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer({ SITE_URL: siteUrl });
});
afterAll(async () => {
  await server?.stop();
});

const get = (pathname: string) => fetch(server.origin + pathname, { redirect: "manual" });

/**
 * A minimal well-formedness check, enough for the XML we write: one root element, tags that
 * nest and close, every '<' starting a tag and every '&' starting an entity.
 */
function expectWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, "");
  const tags = [...body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<>]*")*)\s*(\/?)>/g)];
  expect(tags.length, "every '<' starts a tag").toBe(body.split("<").length - 1);
  const open: string[] = [];
  let roots = 0;
  for (const [, closing, name, , selfClosing] of tags) {
    if (closing) expect(open.pop(), `</${name}> closes the innermost open element`).toBe(name);
    else {
      if (open.length === 0) roots += 1;
      if (!selfClosing) open.push(name!);
    }
  }
  expect(open, "every element is closed").toEqual([]);
  expect(roots, "one root element").toBe(1);
  expect(body.replace(/<[^>]*>/g, "")).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
}

function elementTexts(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`, "g"))].map((match) => match[1]!);
}

const htmlEntities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (text: string) => text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => htmlEntities[entity]!);

/** The attributes of each <meta> or <link> tag in the document head. */
function headTags(html: string, tag: "meta" | "link"): Record<string, string>[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)])),
  );
}

function metaContent(html: string, key: string): string | undefined {
  return headTags(html, "meta").find((tag) => tag.name === key || tag.property === key)?.content;
}

function titleOf(html: string): string {
  return decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
}

describe("/sitemap.xml", () => {
  it("lists every public page and every published deal by absolute address", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await response.text();
    expectWellFormedXml(xml);

    const expected = [...publicPaths, ...dealSlugs.map((slug) => `/deals/${slug}`)].map((p) => `${siteUrl}${p}`);
    expect(elementTexts(xml, "loc").sort()).toEqual(expected.sort());
    for (const slug of dealSlugs) {
      expect(xml).toMatch(new RegExp(`<loc>${siteUrl}/deals/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    }
  });
});

describe("/robots.txt", () => {
  it("lets crawlers in, keeps them out of the admin, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /admin", `Sitemap: ${siteUrl}/sitemap.xml`]));
  });
});

describe("/rss.xml", () => {
  it("is a well-formed RSS 2.0 feed of the published deals, newest first", async () => {
    const response = await get("/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expectWellFormedXml(xml);
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(`<atom:link href="${siteUrl}/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(elementTexts(xml, "title")[0]).toBe("Pointwise credit card deals");

    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(dealSlugs.length);
    const links = items.map((item) => elementTexts(item, "link")[0]);
    expect([...links].sort()).toEqual(dealSlugs.map((slug) => `${siteUrl}/deals/${slug}`).sort());
    for (const [index, item] of items.entries()) {
      expect(elementTexts(item, "guid")[0]).toBe(links[index]);
      expect(item).toContain('<guid isPermaLink="true">');
      expect(elementTexts(item, "description")[0]).not.toBe("");
    }
    const published = items.map((item) => Date.parse(elementTexts(item, "pubDate")[0]!));
    expect(published.every(Number.isFinite)).toBe(true);
    expect(published).toEqual([...published].sort((a, b) => b - a));
  });
});

describe("public pages, for search engines and share previews", () => {
  it.each(publicPaths)("%s has its canonical address, Open Graph and card tags, and the organisation", async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    const html = await response.text();
    const url = `${siteUrl}${pathname}`;

    const canonical = headTags(html, "link").filter((tag) => tag.rel === "canonical");
    expect(canonical.map((tag) => tag.href)).toEqual([url]);
    expect(metaContent(html, "og:url")).toBe(url);
    expect(metaContent(html, "og:image")).toBe(`${siteUrl}/og-image.png`);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    for (const key of ["og:title", "og:description", "description"]) expect(metaContent(html, key), key).toBeTruthy();
    expect(headTags(html, "link")).toContainEqual(
      expect.objectContaining({ rel: "alternate", type: "application/rss+xml", href: "/rss.xml" }),
    );

    expect(titleOf(html)).not.toBe("");

    const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    const blocks = [...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]*)">([^<]*)<\/script>/g)];
    const organization = blocks.map(([, , json]) => JSON.parse(json!)).find((data) => data["@type"] === "Organization");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: "Pointwise",
      url: `${siteUrl}/`,
      logo: `${siteUrl}/favicon.svg`,
    });
    for (const [, blockNonce] of blocks) expect(blockNonce).toBe(nonce);
  });

  it("gives each page its own title and description", async () => {
    const pages = await Promise.all(publicPaths.map(async (pathname) => (await get(pathname)).text()));
    expect(new Set(pages.map(titleOf)).size).toBe(publicPaths.length);
    expect(new Set(pages.map((html) => metaContent(html, "description"))).size).toBe(publicPaths.length);
  });

  it("describes a deal page as an article, with the card and its breadcrumbs as structured data", async () => {
    const slug = dealSlugs[0]!;
    const html = await (await get(`/deals/${slug}`)).text();
    expect(metaContent(html, "og:type")).toBe("article");
    expect(metaContent(html, "og:url")).toBe(`${siteUrl}/deals/${slug}`);
    const data = [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]*">([^<]*)<\/script>/g)].map(([, json]) =>
      JSON.parse(json!),
    );
    expect(data.find((item) => item["@type"] === "CreditCard")).toMatchObject({ url: `${siteUrl}/deals/${slug}` });
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/deals`,
      `${siteUrl}/deals/${slug}`,
    ]);
  });

  it("serves the share image the pages point to", async () => {
    const response = await get("/og-image.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
  });
});
