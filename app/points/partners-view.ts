import {
  currencyById,
  matchCurrency,
  matchProgram,
  programById,
  type Catalog,
  type Currency,
  type PartnerRow,
  type Program,
} from "./catalog";
import { effectiveRatio, formatRatio } from "./ratio";

/** A transfer bonus as the partners page needs it; the route passes the bonuses live today. */
export interface LiveBonus {
  from: string;
  details: string;
  percent: number | null;
  targeted: boolean;
  startDate: string;
  endDate: string;
}

export interface BonusOnRow {
  percent: number;
  targeted: boolean;
  endDate: string;
  /** The ratio with the bonus: '1:1.3' for 1:1 with 30%. */
  effectiveRatio: string;
}

export interface PartnerLine extends PartnerRow {
  currency: Currency;
  program: Program;
  ratioText: string;
  /** The largest bonus running today from this currency to this program, if any. */
  bonus: BonusOnRow | null;
}

/** Bonuses that apply on `today`: started, not ended, with a percentage. */
export function bonusesLiveOn<T extends LiveBonus>(bonuses: readonly T[], today: string): T[] {
  return bonuses.filter((bonus) => bonus.percent !== null && bonus.startDate <= today && bonus.endDate >= today);
}

function bonusFor(catalog: Catalog, row: PartnerRow, bonuses: readonly LiveBonus[]): BonusOnRow | null {
  let best: BonusOnRow | null = null;
  for (const bonus of bonuses) {
    if (bonus.percent === null || (best && best.percent >= bonus.percent)) continue;
    if (matchCurrency(catalog, bonus.from) !== row.currencyId || matchProgram(catalog, bonus.details) !== row.programId) continue;
    best = {
      percent: bonus.percent,
      targeted: bonus.targeted,
      endDate: bonus.endDate,
      effectiveRatio: formatRatio(effectiveRatio(row.ratio, bonus.percent)),
    };
  }
  return best;
}

function lines(catalog: Catalog, rows: readonly PartnerRow[], bonuses: readonly LiveBonus[]): PartnerLine[] {
  return rows.flatMap((row) => {
    const currency = currencyById(catalog, row.currencyId);
    const program = programById(catalog, row.programId);
    if (!currency || !program) return [];
    return [{ ...row, currency, program, ratioText: formatRatio(row.ratio), bonus: bonusFor(catalog, row, bonuses) }];
  });
}

const byKindThenName = (a: PartnerLine, b: PartnerLine) => a.kind.localeCompare(b.kind) || a.program.name.localeCompare(b.program.name);

/** A currency's partners, airlines first, each by name. */
export function partnersOfCurrency(catalog: Catalog, currencyId: string, bonuses: readonly LiveBonus[] = []): PartnerLine[] {
  const rows = catalog.partners.filter((row) => row.currencyId === currencyId);
  return lines(catalog, rows, bonuses).sort(byKindThenName);
}

/** The currencies that reach a program, by currency name. */
export function currenciesReaching(catalog: Catalog, programId: string, bonuses: readonly LiveBonus[] = []): PartnerLine[] {
  const rows = catalog.partners.filter((row) => row.programId === programId);
  return lines(catalog, rows, bonuses).sort((a, b) => a.currency.name.localeCompare(b.currency.name));
}

/** Programs some currency reaches, airlines first, for the page's program picker. */
export function reachablePrograms(catalog: Catalog): Program[] {
  const reached = new Set(catalog.partners.map((row) => row.programId));
  return catalog.programs
    .filter((program) => reached.has(program.id))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}
