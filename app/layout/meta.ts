import { site } from "~/config/site";

/** A page's title and description; each page passes its own so no two are alike. */
export function pageMeta(title: string, description: string) {
  return [
    { title: title === site.name ? `${site.name}: ${site.tagline}` : `${title} | ${site.name}` },
    { name: "description", content: description },
  ];
}
