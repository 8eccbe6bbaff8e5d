/**
 * Everything may be crawled except the back office and the referral redirects under /go/,
 * which count each visit as a reader's click; the sitemap is named with its full address.
 */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /go/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
