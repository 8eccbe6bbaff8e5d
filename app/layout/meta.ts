import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";

export interface SeoInput {
  title: string;
  description: string;
  /** The page's own path, for its canonical address and og:url. */
  path: string;
  /** SITE_URL, from the root loader. */
  siteUrl: string;
  type?: "website" | "article";
  noindex?: boolean;
}

/** The full title: the site's own for the home page, 'Page | Pointwise' elsewhere. */
export function fullTitle(title: string): string {
  return title === site.name ? `${site.name}: ${site.tagline}` : `${title} | ${site.name}`;
}

/** Everything a page tells search engines and share previews; each page passes its own values. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const url = `${input.siteUrl}${input.path}`;
  const image = `${input.siteUrl}/og-image.png`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex" });
  // Structured data is rendered by JsonLdScript (app/seo), which carries the CSP nonce.
  return descriptors;
}

/** The site URL the root loader provides, for meta functions of any route. */
export function rootSiteUrl(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** For pages that should not be indexed and need no share preview (404, admin). */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: fullTitle(title) }, { name: "description", content: description }];
}
