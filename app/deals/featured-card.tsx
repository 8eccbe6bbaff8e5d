import { CardArt } from "./card-art-image";
import type { Deal } from "./deal";
import { bonusDisplay, featuredAnnualFee, shortDescription } from "./rules";
import { ScoreBadge } from "./score-badge";
import { SiteLink } from "~/ui/site-link";

export type FeaturedCardData = Pick<
  Deal,
  "slug" | "issuer" | "cardName" | "excerpt" | "dealScore" | "signupBonusAmount" | "bonusUnit" | "annualFee"
>;

/** Spec section 3's featured-card view: the card name as title, bonus, fee label and score. */
export function FeaturedCard({ deal }: { deal: FeaturedCardData }) {
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <CardArt deal={deal} />
      <div className="mt-4 flex items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{deal.cardName}</h3>
          <p className="text-sm text-slate-600">{deal.issuer}</p>
        </div>
        {deal.dealScore !== null ? <ScoreBadge score={deal.dealScore} /> : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Signup Bonus</dt>
          <dd className="font-semibold text-slate-900">{bonusDisplay(deal.signupBonusAmount, deal.bonusUnit)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Annual Fee</dt>
          <dd className="font-semibold text-slate-900">{featuredAnnualFee(deal)}</dd>
        </div>
      </dl>
      <p className="mt-4 flex-1 text-sm text-slate-700">{shortDescription(deal.excerpt)}</p>
      <SiteLink to={`/deals/${deal.slug}`} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
        View Deal<span className="sr-only">: {deal.cardName}</span>
      </SiteLink>
    </article>
  );
}
