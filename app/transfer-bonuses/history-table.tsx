import { formatIsoDate } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";
import { BonusRow } from "./bonus-table";
import type { PairStats } from "./history";

function percent(value: number | null): string {
  return value === null ? "not stated" : `${value}%`;
}

const statsCaption = "Bonuses by currency and partner";

/** How often and how large each currency's bonuses to each partner have been. */
export function PairStatsTable({ stats }: { stats: readonly PairStats[] }) {
  return (
    <DataTable
      caption={statsCaption}
      columns={["From", "To", { numeric: "Bonuses" }, { numeric: "Typical" }, { numeric: "Best" }, "Last seen"]}
      focusable
    >
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
    </DataTable>
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
    <DataTable caption={caption} columns={["Transfer From", "Bonus", "Start Date", "End Date"]} focusable>
      {bonuses.map((bonus) => (
        <BonusRow key={bonus.id} bonus={bonus} marks={bonus.targeted ? " (targeted)" : ""} />
      ))}
    </DataTable>
  );
}
