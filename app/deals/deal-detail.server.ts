import type { Deal } from "./deal";
import { findPublishedDeal } from "./deals.server";
import { renderMarkdown } from "~/lib/markdown.server";

/**
 * Markdown rendering is the costly part of a deal page, so it is done once per cached deal: the
 * cached list hands out the same deal object until the next write, and a new list (new objects)
 * lets the old renders be collected with it.
 */
const rendered = new WeakMap<Deal, ReturnType<typeof renderDeal>>();

function renderDeal(deal: Deal) {
  const { description, eligibility, whyILoveIt, updatedAt, published, ...facts } = deal;
  return {
    ...facts,
    descriptionHtml: renderMarkdown(description),
    eligibilityHtml: eligibility ? renderMarkdown(eligibility) : null,
    whyILoveItHtml: renderMarkdown(whyILoveIt),
  };
}

/** A published deal with its write-ups rendered to sanitised HTML, or undefined. */
export async function dealForPage(slug: string) {
  const deal = await findPublishedDeal(slug);
  if (!deal) return undefined;
  let page = rendered.get(deal);
  if (!page) {
    page = renderDeal(deal);
    rendered.set(deal, page);
  }
  return page;
}

export type DealPageData = NonNullable<Awaited<ReturnType<typeof dealForPage>>>;
