import { formatIsoDate } from "~/lib/format-date";
import { ShortDate } from "./bonus-table";
import type { PairStats } from "./history";

function percent(value: number | null): string {
  return value === null ? "not stated" : `${value}%`;
}

const statsCaption = "Bonuses by currency and partner";

/** A wide table scrolls sideways on a phone; keyboard users reach the scroll through focus, and it is named by the caption. */
function scrollable(label: string) {
  return { className: "overflow-x-auto rounded-lg border border-slate-200", role: "region", "aria-label": label, tabIndex: 0 } as const;
}

/** How often and how large each currency's bonuses to each partner have been. */
export function PairStatsTable({ stats }: { stats: readonly PairStats[] }) {
  return (
    <div {...scrollable(statsCaption)}>
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-3 text-left font-semibold text-slate-900">{statsCaption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2">
              From
            </th>
            <th scope="col" className="px-4 py-2">
              To
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Bonuses
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Typical
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Best
            </th>
            <th scope="col" className="px-4 py-2">
              Last seen
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {stats.map((line) => (
            <tr key={`${line.currency}\n${line.program}`}>
              <td className="px-4 py-3">{line.currency}</td>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {line.program}
              </th>
              <td className="px-4 py-3 text-right">{line.count}</td>
              <td className="px-4 py-3 text-right">{percent(line.typicalPercent)}</td>
              <td className="px-4 py-3 text-right">{percent(line.bestPercent)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={line.lastSeen}>{formatIsoDate(line.lastSeen)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface HistoryRow {
  id: string;
  from: string;
  details: string;
  targeted: boolean;
  startDate: string;
  endDate: string;
}

/** Every bonus seen, as published, with its dates. */
export function HistoryList({ bonuses, caption }: { bonuses: readonly HistoryRow[]; caption: string }) {
  return (
    <div {...scrollable(caption)}>
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-3 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2">
              Transfer From
            </th>
            <th scope="col" className="px-4 py-2">
              Bonus
            </th>
            <th scope="col" className="px-4 py-2">
              Start Date
            </th>
            <th scope="col" className="px-4 py-2">
              End Date
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {bonuses.map((bonus) => (
            <tr key={bonus.id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {bonus.from}
              </th>
              <td className="px-4 py-3">
                {bonus.details}
                {bonus.targeted ? " (targeted)" : ""}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <ShortDate iso={bonus.startDate} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <ShortDate iso={bonus.endDate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
