import type { Alliance, Catalog, Ratio } from "./catalog";
import { matchCurrency, matchProgram } from "./match";
import { bonusesLiveOn, type LiveBonus } from "./partners-view";
import { effectiveRatio, formatRatio, milesFor, pointsNeeded, transferablePoints } from "./ratio";

/**
 * The catalog and today's bonuses in the plain shape the flight-search assistant reads
 * (`PointsKnowledge` in app/chat/points-knowledge.ts; the route hands one to the other, and
 * TypeScript checks that the shapes agree). Airline programs only: the assistant books flights.
 */
export interface AssistantPoints {
  currencies: { id: string; name: string; names: string[] }[];
  programs: { id: string; name: string; carriers: string[]; alliance: Alliance }[];
  partners: {
    currencyId: string;
    programId: string;
    ratio: Ratio;
    minimum: number | null;
    increment: number | null;
    transferTime: string | null;
    source: string;
    checkedOn: string;
    verified: boolean;
  }[];
  bonuses: { currencyId: string; programId: string; percent: number; targeted: boolean; endDate: string }[];
  bonusesUpdatedAt: string | null;
  today: string;
  arithmetic: {
    pointsNeeded: typeof pointsNeeded;
    milesFor: typeof milesFor;
    effectiveRatio: typeof effectiveRatio;
    formatRatio: typeof formatRatio;
    transferablePoints: typeof transferablePoints;
  };
}

const arithmetic = { pointsNeeded, milesFor, effectiveRatio, formatRatio, transferablePoints };

/** Each live bonus matched once to its currency and program; unmatched ones are left out. */
function matchedBonuses(catalog: Catalog, bonuses: readonly LiveBonus[], today: string): AssistantPoints["bonuses"] {
  return bonusesLiveOn(bonuses, today).flatMap((bonus) => {
    const currencyId = matchCurrency(catalog, bonus.from);
    const programId = matchProgram(catalog, bonus.details);
    if (!currencyId || !programId || bonus.percent === null) return [];
    return [{ currencyId, programId, percent: bonus.percent, targeted: bonus.targeted, endDate: bonus.endDate }];
  });
}

export function assistantPoints(
  catalog: Catalog,
  bonuses: readonly LiveBonus[],
  today: string,
  bonusesUpdatedAt: string | null,
): AssistantPoints {
  const airlines = catalog.programs.filter((program) => program.kind === "airline");
  const airlineIds = new Set(airlines.map((program) => program.id));
  return {
    currencies: catalog.currencies.map((currency) => ({
      id: currency.id,
      name: currency.name,
      names: [currency.name, ...currency.aliases, currency.issuer],
    })),
    programs: airlines.map((program) => ({
      id: program.id,
      name: program.name,
      carriers: [...program.carriers],
      alliance: program.alliance ?? "none",
    })),
    partners: catalog.partners
      .filter((row) => airlineIds.has(row.programId))
      .map((row) => ({
        currencyId: row.currencyId,
        programId: row.programId,
        ratio: { ...row.ratio },
        minimum: row.minimum,
        increment: row.increment,
        transferTime: row.transferTime,
        source: row.source,
        checkedOn: row.checkedOn,
        verified: row.verified,
      })),
    bonuses: matchedBonuses(catalog, bonuses, today),
    bonusesUpdatedAt,
    today,
    arithmetic,
  };
}
