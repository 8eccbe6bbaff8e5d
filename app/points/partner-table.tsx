import { Link } from "react-router";
import { formatIsoDate } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";
import { lineKey, type HeldBalance } from "./held-transfers";
import type { PartnerLine } from "./partners-view";

const numberFormat = new Intl.NumberFormat("en-US");

function amount(value: number | null): string {
  return value === null ? "Not published" : numberFormat.format(value);
}

function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "source";
  }
}

/** The bonus column: the ratio with the bonus and a link to the bonus list, or a dash. */
function BonusCell({ line }: { line: PartnerLine }) {
  if (!line.bonus) return <span className="text-slate-500">None today</span>;
  return (
    <span>
      <strong className="text-emerald-800">{line.bonus.effectiveRatio}</strong> with a {line.bonus.percent}% bonus
      {line.bonus.targeted ? " (targeted)" : ""} until <time dateTime={line.bonus.endDate}>{formatIsoDate(line.bonus.endDate)}</time>.{" "}
      <Link to="/transfer-bonuses" className="text-brand-700 underline hover:text-brand-900">
        See the bonus
      </Link>
    </span>
  );
}

/**
 * One table for both views: a currency's partners (`rowsAre: "programs"`) or the currencies that
 * reach a program (`rowsAre: "currencies"`). Ratios read currency points to partner points.
 */
export function PartnerTable({
  lines,
  caption,
  rowsAre,
  yours,
}: {
  lines: readonly PartnerLine[];
  caption: string;
  rowsAre: "programs" | "currencies";
  /** For a signed-in visitor holding a row's currency: what their balance becomes, by lineKey. */
  yours?: Readonly<Record<string, readonly string[]>>;
}) {
  const showYours = yours !== undefined && lines.some((line) => yours[lineKey(line)]);
  return (
    <DataTable
      caption={caption}
      columns={[
        rowsAre === "programs" ? "Partner" : "Transfer from",
        "Ratio",
        "With today's bonus",
        ...(showYours ? ["Your points become"] : []),
        "Transfer time",
        "Minimum / increment",
        "Source",
      ]}
    >
      {lines.map((line) => (
        <tr key={`${line.currencyId}:${line.programId}`}>
          <th scope="row" className="px-4 py-3 font-medium text-slate-900">
            {rowsAre === "programs" ? (
              <>
                <Link to={`/transfer-partners?program=${line.programId}`} className="text-brand-700 underline hover:text-brand-900">
                  {line.program.name}
                </Link>
                <span className="block text-xs font-normal text-slate-600">{line.kind === "hotel" ? "Hotel" : "Airline"}</span>
              </>
            ) : (
              <Link to={`/transfer-partners?currency=${line.currencyId}`} className="text-brand-700 underline hover:text-brand-900">
                {line.currency.name}
              </Link>
            )}
            {line.verified ? null : <span className="block text-xs font-normal text-amber-800">Not yet confirmed with the bank</span>}
          </th>
          <td className="px-4 py-3 font-semibold whitespace-nowrap">{line.ratioText}</td>
          <td className="px-4 py-3">
            <BonusCell line={line} />
          </td>
          {showYours ? (
            <td className="px-4 py-3">
              {(yours[lineKey(line)] ?? ["You hold none in your wallet."]).map((sentence) => (
                <span key={sentence} className="block">
                  {sentence}
                </span>
              ))}
            </td>
          ) : null}
          <td className="px-4 py-3">{line.transferTime ?? "Not published"}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            {amount(line.minimum)} / {amount(line.increment)}
          </td>
          <td className="px-4 py-3">
            <a href={line.source} rel="noopener noreferrer" className="text-brand-700 underline hover:text-brand-900">
              {sourceHost(line.source)}
            </a>
            <span className="block text-xs text-slate-600">
              Checked <time dateTime={line.checkedOn}>{formatIsoDate(line.checkedOn)}</time>
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A signed-in visitor's balance of a currency, from their wallet; in a household, each member's named. */
export function HeldLine({ balances, household }: { balances: readonly HeldBalance[]; household: boolean }) {
  const [only] = balances;
  const text =
    !household && only
      ? `You hold ${numberFormat.format(only.amount)}`
      : `Held: ${balances.map((balance) => `${balance.member} ${numberFormat.format(balance.amount)}`).join(", ")}`;
  return <span className="mt-1 block text-sm font-medium text-emerald-800">{`${text} (your wallet).`}</span>;
}
