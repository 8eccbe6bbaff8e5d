import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatIsoDate } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";
import { formatShortDate, type TransferBonus } from "./bonus";
import type { PublicBonus } from "./bonuses.server";

/** A bonus date as the spec's table shows it, with its ISO date for machines. */
function ShortDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatShortDate(iso)}</time>;
}

/** One bonus as a table row: where from, the details with `marks` after them, and its dates. */
export function BonusRow({
  bonus,
  marks,
}: {
  bonus: { from: string; details: string; startDate: string; endDate: string };
  marks: ReactNode;
}) {
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-medium text-slate-900">
        {bonus.from}
      </th>
      <td className="px-4 py-3">
        {bonus.details}
        {marks}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        <ShortDate iso={bonus.startDate} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        <ShortDate iso={bonus.endDate} />
      </td>
    </tr>
  );
}

function Badge({ children, tone }: { children: string; tone: "upcoming" | "targeted" }) {
  const colours = tone === "upcoming" ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-800";
  return <span className={`ml-2 inline-block rounded px-2 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}

/** The spec's table: 'Current transfer bonuses as of {today}' with its four columns. */
export function CurrentBonusTable({ bonuses, today }: { bonuses: readonly PublicBonus[]; today: string }) {
  return (
    <DataTable
      caption={`Current transfer bonuses as of ${formatIsoDate(today)}`}
      columns={["Transfer From", "Transfer Bonus Details", "Start Date", "End Date"]}
    >
      {bonuses.map((bonus) => (
        <BonusRow
          key={bonus.id}
          bonus={bonus}
          marks={
            <>
              {bonus.targeted ? <Badge tone="targeted">Targeted</Badge> : null}
              {bonus.upcoming ? <Badge tone="upcoming">Upcoming</Badge> : null}
            </>
          }
        />
      ))}
    </DataTable>
  );
}

export function NoCurrentBonuses({ today }: { today: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">
      <h2 className="text-xl font-semibold text-slate-900">No transfer bonuses right now</h2>
      <p className="mt-2 text-slate-700">
        None of the transfer bonuses we track is running as of {formatIsoDate(today)}. New ones are announced every few weeks:{" "}
        <Link to="/#newsletter" className="font-semibold text-brand-700 underline hover:text-brand-900">
          join our newsletter
        </Link>{" "}
        to hear about the next one.
      </p>
    </div>
  );
}

export function RecentlyEndedList({ bonuses }: { bonuses: readonly TransferBonus[] }) {
  return (
    <section aria-labelledby="recently-ended-heading" className="mt-12">
      <h2 id="recently-ended-heading" className="text-xl font-bold text-brand-900">
        Recently ended
      </h2>
      <p className="mt-1 text-sm text-slate-700">Bonuses that ended in the last 90 days.</p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {bonuses.map((bonus) => (
          <li key={bonus.id} className="px-4 py-3 text-sm">
            <span className="font-medium text-slate-900">{bonus.from}</span>: {bonus.details}{" "}
            <span className="text-slate-700">
              (ended <ShortDate iso={bonus.endDate} />)
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
