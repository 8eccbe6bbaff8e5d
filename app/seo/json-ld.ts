import { site } from "~/config/site";

/** Schema.org structured data, as plain objects; pages put them in application/ld+json blocks. */
export type JsonLd = Record<string, unknown>;

const context = "https://schema.org";

export function organizationJsonLd(siteUrl: string): JsonLd {
  return {
    "@context": context,
    "@type": "Organization",
    name: site.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    sameAs: site.social.map((link) => link.href),
  };
}

export interface Breadcrumb {
  name: string;
  /** The page's path on this site, starting with a slash. */
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, items: readonly Breadcrumb[]): JsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

/**
 * The card a deal offers. No annualPercentageRate: we do not know the rate a reader would get,
 * and a guessed one in search results would mislead.
 */
export function dealJsonLd(
  siteUrl: string,
  deal: { slug: string; cardName: string; issuer: string; excerpt: string; annualFee: string },
): JsonLd {
  return {
    "@context": context,
    "@type": "CreditCard",
    name: deal.cardName,
    provider: { "@type": "Organization", name: deal.issuer },
    url: `${siteUrl}/deals/${deal.slug}`,
    description: deal.excerpt,
    feesAndCommissionsSpecification: `Annual fee: ${deal.annualFee}`,
  };
}

const unsafeInScript: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON to place inside a <script> element. A string such as '</script>' or '<!--' in the data
 * would otherwise end the element or change how the HTML parser reads it; the escapes are still
 * valid JSON for the same value. U+2028 and U+2029 are escaped for older JavaScript parsers.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => unsafeInScript[char]!);
}
