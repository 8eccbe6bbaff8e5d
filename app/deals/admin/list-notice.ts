import { slugPattern } from "../deal-schema";

/** What the deal list confirms after a redirect back to it (post/redirect/get). */
export type ListNoticeKind = "saved" | "published" | "unpublished" | "deleted";

const verbs: Record<ListNoticeKind, string> = {
  saved: "Saved",
  published: "Published",
  unpublished: "Unpublished",
  deleted: "Deleted",
};

export function listNoticeParam(kind: ListNoticeKind, slug: string): string {
  return new URLSearchParams({ [kind]: slug }).toString();
}

/**
 * The notice for the list's query string. Only a slug travels in the address and the title is
 * looked up, so a crafted link cannot make the admin show arbitrary text; a deleted deal has no
 * title left, so its slug is shown.
 */
export function listNotice(params: URLSearchParams, deals: ReadonlyArray<{ slug: string; title: string }>): string | undefined {
  for (const kind of Object.keys(verbs) as ListNoticeKind[]) {
    const slug = params.get(kind);
    if (!slug) continue;
    if (kind === "deleted") return slugPattern.test(slug) ? `${verbs.deleted} ${slug}.` : undefined;
    const deal = deals.find((candidate) => candidate.slug === slug);
    return deal ? `${verbs[kind]} ${deal.title}.` : undefined;
  }
  return undefined;
}
