import type { ReactNode } from "react";
import { formatIsoDate } from "~/lib/format-date";
import { CardArt } from "./card-art-image";
import { compareHref } from "./compare-ids";
import type { Deal } from "./deal";
import { issuerAndCard } from "./rules";
import { ScoreBadge } from "./score-badge";
import { SiteLink } from "~/ui/site-link";

export type DealCardData = Pick<Deal, "slug" | "title" | "date" | "issuer" | "cardName" | "excerpt" | "dealScore">;

/**
 * A deal in a list: art, date, title, issuer and card, score, excerpt, 'Read More' and 'Compare'. `children`
 * go under the excerpt: a page that knows the reader's cards puts its verdict there.
 */
export function DealCard({ deal, headingLevel = 2, children }: { deal: DealCardData; headingLevel?: 2 | 3; children?: ReactNode }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="bg-slate-50 p-4">
        <CardArt deal={deal} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-2 text-sm text-slate-600">
          <time dateTime={deal.date}>{formatIsoDate(deal.date)}</time>
          {deal.dealScore !== null ? <ScoreBadge score={deal.dealScore} /> : null}
        </div>
        <Heading className="mt-2 text-lg font-semibold text-slate-900">{deal.title}</Heading>
        <p className="mt-1 text-sm font-medium text-brand-700">{issuerAndCard(deal)}</p>
        <p className="mt-3 flex-1 text-sm text-slate-700">{deal.excerpt}</p>
        {children}
        <div className="mt-4 flex items-center justify-between gap-4 text-sm">
          <SiteLink to={`/deals/${deal.slug}`} className="font-semibold text-brand-700 hover:underline">
            Read More<span className="sr-only">: {deal.title}</span>
          </SiteLink>
          <SiteLink
            to={compareHref([deal.slug])}
            aria-label={`Compare ${deal.cardName}`}
            className="font-medium text-brand-700 underline hover:text-brand-900"
          >
            Compare
          </SiteLink>
        </div>
      </div>
    </article>
  );
}
