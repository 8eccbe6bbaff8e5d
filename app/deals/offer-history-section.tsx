import { formatIsoDate } from "~/lib/format-date";
import { SiteLink } from "~/ui/site-link";
import type { OfferChart } from "./offer-chart";
import { chartBox } from "./offer-chart";
import { sourceLabel, type OfferHistoryView } from "./offer-history-view";
import { scoreExplainerPath } from "./score-badge";

/**
 * A deal's recorded offers: the badge, a chart drawn on the server (no script, no inline style:
 * presentation attributes and classes only) and the same offers as a table for everyone.
 */
export function OfferHistorySection({ view }: { view: OfferHistoryView }) {
  return (
    <section aria-labelledby="offer-history-heading" className="mt-10">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="offer-history-heading" className="text-2xl font-bold text-brand-900">
          Offer history
        </h2>
        {view.badge ? (
          <p className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900 ring-1 ring-green-300">{view.badge}</p>
        ) : null}
      </div>
      {view.scoreSentence ? (
        <p className="mt-3 text-slate-700">
          {view.scoreSentence} Our deal score weighs the bonus against the card's usual offer:{" "}
          <SiteLink to={scoreExplainerPath} className="text-brand-700 underline hover:text-brand-900">
            how we score deals
          </SiteLink>
          .
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 md:grid-cols-[20rem_1fr]">
        {view.chart ? <OfferChartSvg chart={view.chart} /> : null}
        <OfferTable offers={view.offers} />
      </div>
    </section>
  );
}

function OfferChartSvg({ chart }: { chart: OfferChart }) {
  const baseline = chartBox.height - chartBox.bottom;
  return (
    <svg
      viewBox={`0 0 ${chartBox.width} ${chartBox.height}`}
      role="img"
      aria-label={chart.summary}
      className="h-auto w-full text-brand-700"
    >
      {chart.yTicks.map((tick) => (
        <g key={tick.label}>
          <line
            x1={chartBox.left}
            x2={chartBox.width - chartBox.right}
            y1={tick.y}
            y2={tick.y}
            className="stroke-slate-200"
            strokeWidth={1}
          />
          <text x={chartBox.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle" fontSize={11} className="fill-slate-600">
            {tick.label}
          </text>
        </g>
      ))}
      {chart.xLabels.map((label) => (
        <text key={label.label} x={label.x} y={baseline + 18} textAnchor={label.anchor} fontSize={11} className="fill-slate-600">
          {label.label}
        </text>
      ))}
      <path d={chart.path} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinejoin="round" />
      {chart.dots.map((dot, index) => (
        <circle key={`${dot.startedOn}-${index}`} cx={dot.x} cy={dot.y} r={3.5} fill="currentColor" />
      ))}
    </svg>
  );
}

/** The recorded offers as a table; the owner's edit page shows it too. */
export function OfferTable({ offers }: { offers: OfferHistoryView["offers"] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-slate-600">Every offer we have recorded for this card, oldest first.</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Started
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Welcome bonus
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Spend requirement
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Annual fee
            </th>
            <th scope="col" className="py-2 font-semibold">
              Source
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {offers.map((offer, index) => {
            const source = sourceLabel(offer.source);
            return (
              <tr key={`${offer.startedOn}-${index}`}>
                <td className="py-2 pr-3 whitespace-nowrap">
                  <time dateTime={offer.startedOn}>{formatIsoDate(offer.startedOn)}</time>
                </td>
                <td className="py-2 pr-3">{offer.welcomeBonus}</td>
                <td className="py-2 pr-3">{offer.minSpend}</td>
                <td className="py-2 pr-3">{offer.annualFee}</td>
                <td className="py-2">
                  {source.href ? (
                    <a href={source.href} className="text-brand-700 underline hover:text-brand-900" rel="noopener noreferrer nofollow">
                      {source.text}
                    </a>
                  ) : (
                    source.text
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
