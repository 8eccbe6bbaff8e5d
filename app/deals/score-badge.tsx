import { clampScore, scoreBand, type ScoreBand } from "./rules";
import { SiteLink } from "~/ui/site-link";

const bandClasses: Record<ScoreBand, string> = {
  red: "bg-red-100 text-red-800 ring-red-300",
  orange: "bg-orange-100 text-orange-800 ring-orange-300",
  amber: "bg-amber-100 text-amber-900 ring-amber-300",
  lime: "bg-lime-100 text-lime-900 ring-lime-400",
  green: "bg-green-100 text-green-800 ring-green-300",
};

export const scoreExplainerPath = "/deals#deal-score";

/** The deal score, clamped to 0-10 and coloured by band; it links to how scores are decided. */
export function ScoreBadge({ score }: { score: number }) {
  const value = clampScore(score);
  return (
    <SiteLink
      to={scoreExplainerPath}
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-sm font-semibold ring-1 hover:underline ${bandClasses[scoreBand(value)]}`}
      data-band={scoreBand(value)}
    >
      <span className="sr-only">Deal score </span>
      {value}
      <span aria-hidden="true">/10</span>
      <span className="sr-only"> out of 10. How we score deals</span>
    </SiteLink>
  );
}
