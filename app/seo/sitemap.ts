import { escapeXml } from "./xml";

/** The UTC calendar day, in the W3C date form (yyyy-MM-dd) the sitemap protocol reads. */
export function sitemapDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function urlEntry(loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/**
 * The sitemap: the pages whose routes declare themselves indexable (the route table's
 * `indexablePaths`), then every published deal with the day it last changed.
 */
export function sitemapXml(siteUrl: string, pagePaths: readonly string[], deals: readonly { slug: string; updatedAt: Date }[]): string {
  const entries = [
    ...pagePaths.map((path) => urlEntry(`${siteUrl}${path}`)),
    ...deals.map((deal) => urlEntry(`${siteUrl}/deals/${deal.slug}`, sitemapDate(deal.updatedAt))),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
