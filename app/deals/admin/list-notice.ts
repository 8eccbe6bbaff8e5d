import { successNotice, type Notice } from "~/notices/notice";

/** Where every deal write lands (post/redirect/get), with its notice in the flash. */
export const dealListPath = "/admin/deals";

/** What the deal list confirms after a redirect back to it. */
export type ListNoticeKind = "saved" | "published" | "unpublished" | "deleted";

const verbs: Record<ListNoticeKind, string> = {
  saved: "Saved",
  published: "Published",
  unpublished: "Unpublished",
  deleted: "Deleted",
};

/** A deal is named by its title, except a deleted one: the list no longer has it, so its slug says which it was. */
export function listNotice(kind: ListNoticeKind, deal: { slug: string; title: string }): Notice {
  return successNotice(`${verbs[kind]} ${kind === "deleted" ? deal.slug : deal.title}.`);
}
