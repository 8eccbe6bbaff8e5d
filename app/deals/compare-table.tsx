import type { ReactNode } from "react";
import { DataTable } from "~/ui/data-table";
import { SiteLink } from "~/ui/site-link";
import { listed } from "./compare-ids";
import type { Deal, FirstYearEstimate } from "./deal";
import { ScoreBadge } from "./score-badge";

/**
 * Where a card's points go: the partners of the transferable currency it earns, the one program a
 * co-branded card earns, or, for a card the catalogue does not place, what its deal says.
 */
export type PartnersReach =
  | { kind: "currency"; id: string; name: string; airlines: number; hotels: number }
  | { kind: "program"; id: string; name: string }
  | { kind: "text"; text: string };

/** A deal as the comparison shows it; the route works out the estimate and the partners. */
export interface ComparedDeal extends Pick<Deal, "slug" | "cardName" | "issuer" | "welcomeBonus" | "minSpend" | "annualFee" | "dealScore"> {
  estimate: FirstYearEstimate | null;
  partners: PartnersReach;
}

/** A row the page adds under the facts (a household member's verdicts): its heading and one cell per deal. */
export interface ExtraRow {
  label: string;
  cells: readonly ReactNode[];
}

const linkClass = "font-medium text-brand-700 underline hover:text-brand-900";
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

function Partners({ reach }: { reach: PartnersReach }) {
  if (reach.kind === "text") return <>{reach.text}</>;
  if (reach.kind === "program") {
    return (
      <>
        Earns {reach.name}.{" "}
        <SiteLink to={`/transfer-partners?program=${reach.id}`} className={linkClass}>
          Which currencies reach it
        </SiteLink>
      </>
    );
  }
  return (
    <>
      <SiteLink to={`/transfer-partners?currency=${reach.id}`} className={linkClass}>
        {plural(reach.airlines + reach.hotels, "partner")} of {reach.name}
      </SiteLink>
      <span className="block text-xs text-slate-600">
        {plural(reach.airlines, "airline")}, {plural(reach.hotels, "hotel program")}
      </span>
    </>
  );
}

function Estimate({ estimate }: { estimate: FirstYearEstimate | null }) {
  if (!estimate) return <>No estimate: a cash bonus, or points we do not value.</>;
  return (
    <>
      <strong className="text-slate-900">{estimate.amount}</strong>
      <span className="block text-xs text-slate-600">{estimate.formula}.</span>
    </>
  );
}

/** A verdict in a cell: its headline, then each rule in the way. */
export function SentencesCell({ sentences }: { sentences: readonly string[] }) {
  const [headline, ...reasons] = sentences;
  return (
    <>
      <p className="font-medium text-slate-900">{headline}</p>
      {reasons.length > 0 ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-xs text-slate-700">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Each fact as a row with its heading, one cell per deal. */
function factRows(deals: readonly ComparedDeal[]): ExtraRow[] {
  const row = (label: string, cell: (deal: ComparedDeal) => ReactNode): ExtraRow => ({ label, cells: deals.map(cell) });
  return [
    row("Issuer", (deal) => deal.issuer),
    row("Welcome bonus", (deal) => deal.welcomeBonus),
    row("Minimum spend", (deal) => deal.minSpend),
    row("Annual fee", (deal) => deal.annualFee),
    row("Estimated first-year value", (deal) => <Estimate estimate={deal.estimate} />),
    row("Transfer partners", (deal) => <Partners reach={deal.partners} />),
    row("Deal score", (deal) => (deal.dealScore === null ? "Not scored" : <ScoreBadge score={deal.dealScore} />)),
  ];
}

/**
 * Two or three deals side by side under a heading that names them: one column per card, one row
 * per fact, then the page's own rows and a link to each deal. A narrow screen scrolls the table
 * sideways in a named, focusable frame, with the facts' headings kept in view; the heading wraps
 * above it, where the table's own caption would scroll away.
 */
export function CompareTable({ deals, extraRows = [] }: { deals: readonly ComparedDeal[]; extraRows?: readonly ExtraRow[] }) {
  const rows: ExtraRow[] = [
    ...factRows(deals),
    ...extraRows,
    {
      label: "The deal",
      cells: deals.map((deal) => (
        <SiteLink to={`/deals/${deal.slug}`} className={linkClass}>
          Read the deal<span className="sr-only">: {deal.cardName}</span>
        </SiteLink>
      )),
    },
  ];
  const caption = `Comparing ${listed(deals.map((deal) => deal.cardName))}`;
  return (
    <div>
      <h2 className="mb-3 text-xl font-semibold text-brand-900">{caption}</h2>
      <DataTable caption={caption} captionHidden columns={[{ hidden: "Fact" }, ...deals.map((deal) => deal.cardName)]} focusable>
        {rows.map(({ label, cells }) => (
          <tr key={label} className="align-top">
            <th scope="row" className="sticky left-0 w-32 bg-white px-4 py-3 font-semibold text-slate-900">
              {label}
            </th>
            {cells.map((cell, index) => (
              <td key={deals[index]!.slug} className="min-w-44 px-4 py-3 text-slate-800">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
