import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { breadcrumbJsonLd, dealJsonLd, organizationJsonLd, safeJson } from "./json-ld";
import { publishedDeal } from "./test-fixtures";

const siteUrl = "https://pointwise.example";

describe("organizationJsonLd", () => {
  it("names the organisation with its address, logo and social profiles", () => {
    expect(organizationJsonLd(siteUrl)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Pointwise",
      url: "https://pointwise.example/",
      logo: "https://pointwise.example/favicon.svg",
      sameAs: site.social.map((link) => link.href),
    });
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute addresses", () => {
    const trail = breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: "Credit Card Deals", path: "/deals" },
    ]);
    expect(trail).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://pointwise.example/" },
        { "@type": "ListItem", position: 2, name: "Credit Card Deals", item: "https://pointwise.example/deals" },
      ],
    });
  });
});

describe("dealJsonLd", () => {
  const deal = publishedDeal({
    slug: "chase-sapphire-preferred-75k",
    cardName: "Chase Sapphire Preferred",
    issuer: "Chase",
    excerpt: "75,000 points for a $95 fee.",
    annualFee: "$95",
  });

  it("describes the card, its issuer, the deal page and the fee", () => {
    expect(dealJsonLd(siteUrl, deal)).toEqual({
      "@context": "https://schema.org",
      "@type": "CreditCard",
      name: "Chase Sapphire Preferred",
      provider: { "@type": "Organization", name: "Chase" },
      url: "https://pointwise.example/deals/chase-sapphire-preferred-75k",
      description: "75,000 points for a $95 fee.",
      feesAndCommissionsSpecification: "Annual fee: $95",
    });
  });

  it("claims no interest rate, which we do not know", () => {
    expect(dealJsonLd(siteUrl, deal)).not.toHaveProperty("annualPercentageRate");
  });
});

describe("safeJson", () => {
  const hostile = { name: "</script><script>alert(1)</script>", note: "<!-- & -->", lines: "a\u2028b\u2029c" };

  it("cannot close the script element it is placed in", () => {
    const text = safeJson(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
  });

  it("still parses to the same value", () => {
    expect(JSON.parse(safeJson(hostile))).toEqual(hostile);
    expect(JSON.parse(safeJson(organizationJsonLd(siteUrl)))).toEqual(organizationJsonLd(siteUrl));
  });
});
