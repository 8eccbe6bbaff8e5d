import { SiteLink } from "~/ui/site-link";
import { ScoreLegend } from "./score-legend";

/** How a deal's score is decided; the score badges link here. */
export function ScoreExplainer() {
  return (
    <section id="deal-score" aria-labelledby="deal-score-heading" className="scroll-mt-24 rounded-xl bg-slate-50 p-6 sm:p-8">
      <h2 id="deal-score-heading" className="text-xl font-bold text-brand-900">
        How we score deals
      </h2>
      <p className="mt-3 text-slate-700">
        Every deal gets a score from 0 to 10, set by our editors, not by the issuer or by how much we may be paid. We weigh:
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        <li>
          the bonus's travel value, compared with the card's usual offer, starting from its estimated first-year value: the bonus points
          times{" "}
          <SiteLink to="/transfer-partners/values" className="text-brand-700 underline hover:text-brand-900">
            our value per point for the currency
          </SiteLink>
          , divided by 100, minus the fee charged in the first year (shown on each deal);
        </li>
        <li>how hard the spend requirement is for the people the card suits;</li>
        <li>the annual fee against the credits and benefits you will really use;</li>
        <li>transfer partners and how easy the points are to redeem well;</li>
        <li>issuer rules that may stop you getting the bonus.</li>
      </ul>
      <p className="mt-3 text-slate-700">The colour of a score tells you at a glance where it falls:</p>
      <ScoreLegend />
    </section>
  );
}
