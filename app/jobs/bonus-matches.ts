import { currencyById, matchCurrency, matchProgram, programById, type Catalog } from "~/points/catalog";
import type { TransferBonus } from "~/transfer-bonuses/bonus";

/**
 * Where transfer bonuses meet the points catalog. The bonuses' domain knows texts only ('Chase
 * Ultimate Rewards', '30% bonus to Virgin Atlantic Flying Club'); this reads them as catalog ids,
 * for the history's filters and for choosing who gets an alert.
 */
export interface BonusMatch {
  currencyId: string | null;
  programId: string | null;
}

export function matchBonus(catalog: Pick<Catalog, "currencies" | "programs">, bonus: Pick<TransferBonus, "from" | "details">): BonusMatch {
  return { currencyId: matchCurrency(catalog, bonus.from), programId: matchProgram(catalog, bonus.details) };
}

export interface NamedBonus extends TransferBonus, BonusMatch {
  /** The catalog's name when the text matched, the text as written otherwise. */
  currencyName: string;
  programName: string;
}

export const unknownPartner = "Partner not named";

export function nameBonus(catalog: Pick<Catalog, "currencies" | "programs">, bonus: TransferBonus): NamedBonus {
  const match = matchBonus(catalog, bonus);
  const currency = match.currencyId ? currencyById(catalog, match.currencyId) : undefined;
  const program = match.programId ? programById(catalog, match.programId) : undefined;
  return {
    ...bonus,
    ...match,
    currencyName: currency?.name ?? bonus.from,
    programName: program?.name ?? bonus.partner ?? unknownPartner,
  };
}
