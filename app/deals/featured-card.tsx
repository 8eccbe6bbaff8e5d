import { CardArt } from "./card-art-image";
import type { Deal, FirstYearEstimate } from "./deal";
import { bonusDisplay, featuredAnnualFee, shortDescription } from "./rules";
import { ScoreBadge } from "./score-badge";
import { SiteLink } from "~/ui/site-link";

export type FeaturedCardData = Pick<
  Deal,
  "slug" | "issuer" | "cardName" | "excerpt" | "dealScore" | "signupBonusAmount" | "bonusUnit" | "annualFee"
>;

/** A deal as the home page features it: the card name as title, bonus, fee label and score. */
export function FeaturedCard({ deal, estimate = null }: { deal: FeaturedCardData; estimate?: FirstYearEstimate | null }) {
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
      {estimate ? <EstimateLine estimate={estimate} /> : null}
      <p className="mt-4 flex-1 text-sm text-slate-700">{shortDescription(deal.excerpt)}</p>
      <SiteLink to={`/deals/${deal.slug}`} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
        View Deal<span className="sr-only">: {deal.cardName}</span>
      </SiteLink>
    </article>
  );
}

/** The estimated first-year value with its formula in words, for a card or a deal page. */
export function EstimateLine({ estimate }: { estimate: FirstYearEstimate }) {
  return (
    <p className="mt-3 text-sm text-slate-700">
      Estimated first-year value: <strong className="text-slate-900">{estimate.amount}</strong>
      <span className="block text-xs text-slate-600">
        {estimate.formula}.{" "}
        <SiteLink to="/transfer-partners/values" className="text-brand-700 underline hover:text-brand-900">
          How we value points
        </SiteLink>
      </span>
    </p>
  );
}
