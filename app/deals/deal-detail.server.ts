import { findPublishedDeal } from "./deals.server";
import { renderMarkdown } from "./markdown.server";

/** A published deal with its write-ups rendered to sanitised HTML, or undefined. */
export async function dealForPage(slug: string) {
  const deal = await findPublishedDeal(slug);
  if (!deal) return undefined;
  const { description, eligibility, whyILoveIt, updatedAt, published, ...facts } = deal;
  return {
    ...facts,
    descriptionHtml: renderMarkdown(description),
    eligibilityHtml: eligibility ? renderMarkdown(eligibility) : null,
    whyILoveItHtml: renderMarkdown(whyILoveIt),
  };
}

export type DealPageData = NonNullable<Awaited<ReturnType<typeof dealForPage>>>;
