import { escapeXml } from "./xml";

export const feedTitle = "Pointwise credit card deals";
const feedDescription = "New credit card sign-up bonuses from Pointwise, with honest write-ups and deal scores.";

/**
 * A deal's date (yyyy-MM-dd) as an RFC 822 date. Noon UTC keeps the same calendar day for
 * readers from the Americas to Asia; midnight would show US readers the day before.
 */
export function rfc822Date(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, 12)).toUTCString();
}

/** What a feed item shows of a deal; `date` is yyyy-MM-dd. */
interface FeedDeal {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
}

function item(siteUrl: string, deal: FeedDeal): string {
  const link = escapeXml(`${siteUrl}/deals/${deal.slug}`);
  return [
    "    <item>",
    `      <title>${escapeXml(deal.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <description>${escapeXml(deal.excerpt)}</description>`,
    `      <pubDate>${rfc822Date(deal.date)}</pubDate>`,
    "    </item>",
  ].join("\n");
}

function newestFirst(deals: readonly FeedDeal[]): FeedDeal[] {
  return [...deals].sort((a, b) => b.date.localeCompare(a.date));
}

/** RSS 2.0 feed of the published deals, newest first. */
export function rssXml(siteUrl: string, deals: readonly FeedDeal[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(feedTitle)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/deals`)}</link>`,
    `    <description>${escapeXml(feedDescription)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...newestFirst(deals).map((deal) => item(siteUrl, deal)),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
