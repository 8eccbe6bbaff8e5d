import { Link } from "react-router";
import { formatIsoDate } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";
import { dollars, type FigureCard } from "./figure-cards";
import { trendBox, type TrendChart } from "./trend-chart";

export interface TopDealRow {
  id: number;
  title: string;
  current: number;
  previous: number;
  change: string;
}

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";

/**
 * "How are we doing": each figure over the last 7 and 30 days against the days before, with a
 * chart drawn on the server (no script) and the same days as a table for screen readers.
 */
export function FiguresSection({ cards, topDeals }: { cards: readonly FigureCard[]; topDeals: { days: number; rows: TopDealRow[] }[] }) {
  return (
    <section aria-labelledby="figures-heading" className="mt-10">
      <h2 id="figures-heading" className="text-lg font-semibold text-brand-900">
        How we are doing
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The last 7 and 30 days, New York time, today included, each against the same number of days before. The darker bars are the last 7
        days.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <FigureItem key={card.key} card={card} />
        ))}
      </ul>
      {topDeals.map((top) => (
        <TopDealsTable key={top.days} days={top.days} rows={top.rows} />
      ))}
    </section>
  );
}

function FigureItem({ card }: { card: FigureCard }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-figure={card.key}>
      <h3 className="text-base">
        <Link to={card.href} className={linkClass}>
          {card.label}
        </Link>
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        {card.periods.map((period) => (
          <div key={period.length}>
            <dt className="text-sm text-slate-600">{`Last ${period.length} days`}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">{period.current.toLocaleString("en-US")}</dd>
            {period.amountCents ? <dd className="text-sm font-semibold text-slate-800">{dollars(period.amountCents.current)}</dd> : null}
            <dd className="text-sm text-slate-700">{`${period.change} (${period.previous.toLocaleString("en-US")} before)`}</dd>
          </div>
        ))}
      </dl>
      <TrendChartSvg chart={card.chart} />
      {/* Hidden by its wrapper: a table is never narrower than its text, so sr-only on the table itself would still widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{`${card.label} per day`}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{card.label}</th>
            </tr>
          </thead>
          <tbody>
            {card.series.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatIsoDate(day.day)}</th>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}

/** Bars only: presentation attributes and classes, no inline style, so the page's CSP holds. */
function TrendChartSvg({ chart }: { chart: TrendChart }) {
  return (
    <svg viewBox={`0 0 ${trendBox.width} ${trendBox.height}`} role="img" aria-label={chart.summary} className="mt-3 h-16 w-full">
      {chart.bars.map((bar) => (
        <rect
          key={bar.day}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
          className={bar.recent ? "fill-brand-700" : "fill-slate-400"}
        />
      ))}
    </svg>
  );
}

function TopDealsTable({ days, rows }: { days: number; rows: readonly TopDealRow[] }) {
  if (rows.length === 0) return <p className="mt-6 text-slate-700">{`No referral clicks in the last ${days} days.`}</p>;
  return (
    <DataTable
      caption={`Top deals by referral clicks, last ${days} days`}
      columns={["Deal", { numeric: "Clicks" }, { numeric: `The ${days} days before` }, "Change"]}
      dense
      className="mt-6"
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" className="px-3 py-2 font-normal">
            <Link to={`/admin/deals/${row.id}`} className="text-brand-700 underline hover:text-brand-900">
              {row.title}
            </Link>
          </th>
          <td className="px-3 py-2 text-right tabular-nums">{row.current.toLocaleString("en-US")}</td>
          <td className="px-3 py-2 text-right tabular-nums">{row.previous.toLocaleString("en-US")}</td>
          <td className="px-3 py-2">{row.change}</td>
        </tr>
      ))}
    </DataTable>
  );
}
