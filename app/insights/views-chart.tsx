import { formatIsoDate } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";
import type { DayCount } from "./report";

const width = 600;
const height = 200;
const gap = 2;

/**
 * Page views per day as an inline SVG drawn on the server (no chart library, nothing to load).
 * Screen readers get its title and summary, and the same numbers as a table below it.
 */
export function ViewsChart({ days }: { days: readonly DayCount[] }) {
  const max = Math.max(1, ...days.map((day) => day.count));
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), days[0]!);
  const barWidth = width / days.length;
  const first = formatIsoDate(days[0]!.day);
  const last = formatIsoDate(days.at(-1)!.day);
  const total = days.reduce((sum, day) => sum + day.count, 0);

  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        role="img"
        aria-labelledby="views-chart-title views-chart-summary"
        className="h-auto w-full max-w-3xl rounded-lg border border-slate-200 bg-white"
      >
        <title id="views-chart-title">Page views per day</title>
        <desc id="views-chart-summary">
          {`From ${first} to ${last}: ${total} page views; the busiest day was ${formatIsoDate(busiest.day)} with ${busiest.count}.`}
        </desc>
        {days.map((day, index) => {
          const barHeight = (day.count / max) * (height - 10);
          return (
            <rect
              key={day.day}
              x={index * barWidth + gap / 2}
              y={height - barHeight}
              width={barWidth - gap}
              height={barHeight}
              className="fill-brand-600"
            />
          );
        })}
        <line x1="0" x2={width} y1={height} y2={height} className="stroke-slate-400" />
        <text x="4" y={height + 15} className="fill-slate-700 text-[11px]">
          {first}
        </text>
        <text x={width - 4} y={height + 15} textAnchor="end" className="fill-slate-700 text-[11px]">
          {last}
        </text>
        <text x="4" y="14" className="fill-slate-700 text-[11px]">
          {`Most: ${max}`}
        </text>
      </svg>
      <figcaption className="mt-2 text-sm text-slate-600">Page views per day over the last 30 days.</figcaption>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">The numbers as a table</summary>
        <DataTable caption="Page views per day" captionHidden columns={["Day", { numeric: "Page views" }]} dense className="mt-2">
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className="px-3 py-2 font-normal">
                {formatIsoDate(day.day)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{day.count}</td>
            </tr>
          ))}
        </DataTable>
      </details>
    </figure>
  );
}
