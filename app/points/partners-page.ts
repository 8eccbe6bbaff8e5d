import type { Catalog } from "./catalog";
import {
  bonusesLiveOn,
  currenciesReaching,
  partnersOfCurrency,
  reachablePrograms,
  type LiveBonus,
  type PartnerLine,
} from "./partners-view";
import { readCatalogId } from "./query";

export interface CurrencySummary {
  id: string;
  name: string;
  airlines: number;
  hotels: number;
}

export interface PartnersPage {
  currencies: { value: string; label: string }[];
  programs: { value: string; label: string }[];
  currency: string | null;
  program: string | null;
  /** What the table shows: a caption and its rows, or null before anything is picked. */
  table: { caption: string; rowsAre: "programs" | "currencies"; lines: PartnerLine[] } | null;
  overview: CurrencySummary[];
  /** A picked id that is not in the catalog (the page answers 404). */
  unknown: boolean;
}

/**
 * The partners page for the parameters given: the catalog and the bonuses running today come
 * from the route (each from its own domain) and are matched here.
 */
export function partnersPage(catalog: Catalog, bonuses: readonly LiveBonus[], today: string, params: URLSearchParams): PartnersPage {
  const currency = readCatalogId(params.get("currency") ?? "") ?? null;
  const program = readCatalogId(params.get("program") ?? "") ?? null;
  const live = bonusesLiveOn(bonuses, today);
  const currencyEntry = currency ? catalog.currencies.find((entry) => entry.id === currency) : undefined;
  const programEntry = program ? catalog.programs.find((entry) => entry.id === program) : undefined;
  const unknown = (currency !== null && !currencyEntry) || (program !== null && !programEntry);
  let table: PartnersPage["table"] = null;
  if (!unknown && currencyEntry && programEntry) {
    const lines = partnersOfCurrency(catalog, currencyEntry.id, live).filter((line) => line.programId === programEntry.id);
    table = { caption: `${currencyEntry.name} to ${programEntry.name}`, rowsAre: "programs", lines };
  } else if (!unknown && currencyEntry) {
    table = {
      caption: `${currencyEntry.name} transfer partners`,
      rowsAre: "programs",
      lines: partnersOfCurrency(catalog, currencyEntry.id, live),
    };
  } else if (!unknown && programEntry) {
    table = {
      caption: `Currencies that transfer to ${programEntry.name}`,
      rowsAre: "currencies",
      lines: currenciesReaching(catalog, programEntry.id, live),
    };
  }
  return {
    currencies: catalog.currencies.map((entry) => ({ value: entry.id, label: entry.name })),
    programs: reachablePrograms(catalog).map((entry) => ({ value: entry.id, label: entry.name })),
    currency: currencyEntry ? currency : null,
    program: programEntry ? program : null,
    table,
    overview: catalog.currencies.map((entry) => {
      const rows = catalog.partners.filter((row) => row.currencyId === entry.id);
      return {
        id: entry.id,
        name: entry.name,
        airlines: rows.filter((row) => row.kind === "airline").length,
        hotels: rows.filter((row) => row.kind === "hotel").length,
      };
    }),
    unknown,
  };
}
