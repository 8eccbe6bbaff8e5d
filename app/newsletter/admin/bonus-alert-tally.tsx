import { DataTable } from "~/ui/data-table";
import type { AlertTally } from "../alerts.server";

interface Line {
  id: string;
  from: string;
  details: string;
  firstPublishedAt: string;
}

/** For the owner: how many alert emails each recently published bonus sent. */
export function BonusAlertTally({ bonuses, tallies }: { bonuses: readonly Line[]; tallies: Readonly<Record<string, AlertTally>> }) {
  return (
    <section aria-labelledby="bonus-alerts-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="bonus-alerts-heading" className="text-lg font-semibold text-slate-900">
        Bonus alerts
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        When a new bonus is published, every subscriber who chose its currency or program gets one email, at the newsletter's send rate.
      </p>
      {bonuses.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">No bonus published yet.</p>
      ) : (
        <DataTable
          caption="Alert emails per published bonus"
          captionHidden
          columns={["Bonus", "First published", { numeric: "Alerts" }, { numeric: "Sent" }, { numeric: "Waiting" }, { numeric: "Failed" }]}
          dense
          className="mt-4"
        >
          {bonuses.map((bonus) => {
            const tally = tallies[bonus.id] ?? { alerts: 0, sent: 0, waiting: 0, failed: 0 };
            return (
              <tr key={bonus.id} data-bonus-id={bonus.id}>
                <th scope="row" className="px-3 py-2 font-normal">
                  <span className="font-medium">{bonus.from}</span>: {bonus.details}
                </th>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={bonus.firstPublishedAt}>{bonus.firstPublishedAt.slice(0, 10)}</time>
                </td>
                <td className="px-3 py-2 text-right">{tally.alerts}</td>
                <td className="px-3 py-2 text-right">{tally.sent}</td>
                <td className="px-3 py-2 text-right">{tally.waiting}</td>
                <td className="px-3 py-2 text-right">{tally.failed}</td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
