import type { Catalog } from "~/points/catalog";
import type { BonusHistory } from "~/transfer-bonuses/bonuses.server";
import { pairStatistics, type PairStats } from "~/transfer-bonuses/history";
import { nameBonus, type NamedBonus } from "./bonus-matches";

/** Bonuses per page of the history; the statistics table is capped too. */
export const historyPageSize = 50;
export const maxStatLines = 200;

export interface HistoryPage {
  today: string;
  currencies: Array<{ value: string; label: string }>;
  programs: Array<{ value: string; label: string }>;
  currency: string | null;
  program: string | null;
  /** A currency or program id the catalog does not have, or a page past the end: the page answers 404. */
  notFound: boolean;
  stats: PairStats[];
  bonuses: NamedBonus[];
  total: number;
  page: number;
  pageCount: number;
}

export function historyPage(
  catalog: Pick<Catalog, "currencies" | "programs">,
  history: BonusHistory,
  params: { currency?: string; program?: string; page?: string },
): HistoryPage {
  const currency = params.currency ?? null;
  const program = params.program ?? null;
  const unknown =
    (currency !== null && !catalog.currencies.some((entry) => entry.id === currency)) ||
    (program !== null && !catalog.programs.some((entry) => entry.id === program));
  const named = history.bonuses.map((bonus) => nameBonus(catalog, bonus));
  const chosen = named.filter(
    (bonus) => (currency === null || bonus.currencyId === currency) && (program === null || bonus.programId === program),
  );
  const pageCount = Math.max(1, Math.ceil(chosen.length / historyPageSize));
  const page = Number(params.page ?? "1");
  return {
    today: history.today,
    currencies: catalog.currencies.map((entry) => ({ value: entry.id, label: entry.name })),
    programs: catalog.programs.map((entry) => ({ value: entry.id, label: entry.name })),
    currency,
    program,
    notFound: unknown || page > pageCount,
    stats: pairStatistics(chosen, (bonus) => ({ currency: bonus.currencyName, program: bonus.programName }), history.today).slice(
      0,
      maxStatLines,
    ),
    bonuses: chosen.slice((page - 1) * historyPageSize, page * historyPageSize),
    total: chosen.length,
    page,
    pageCount,
  };
}
