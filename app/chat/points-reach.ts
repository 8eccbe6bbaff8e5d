import { carriersServing, programBooks, type Carrier, type RouteEnds } from "./carriers";
import type { Holdings } from "./understand-holdings";
import type { KnownBonus, KnownCurrency, KnownPartner, KnownProgram, PointsKnowledge } from "./points-knowledge";

/**
 * The reasoning behind a points answer: which programs a currency reaches that can book a
 * route, and how many of the visitor's points a transfer takes or gives. Pure: the catalog,
 * the bonuses and the carriers come in as data.
 */

/** A program the visitor's currency transfers to, with the carriers on the route it can book. */
export interface ProgramReach {
  program: KnownProgram;
  partner: KnownPartner;
  bonus: KnownBonus | null;
  carriers: Carrier[];
}

/** At most this many programs are listed in one answer (a currency has about 15 airline partners). */
export const maxProgramsListed = 12;

export function currencyOf(knowledge: PointsKnowledge, holdings: Holdings): KnownCurrency | undefined {
  return knowledge.currencies.find((currency) => currency.id === holdings.currencyId);
}

/** The largest bonus running today from the currency to the program, if any. */
export function bonusFor(knowledge: PointsKnowledge, currencyId: string, programId: string): KnownBonus | null {
  let best: KnownBonus | null = null;
  for (const bonus of knowledge.bonuses) {
    if (bonus.currencyId === currencyId && bonus.programId === programId && (!best || bonus.percent > best.percent)) best = bonus;
  }
  return best;
}

/** A program's miles are not another's, so the list is not ordered by rate: bonuses first, then programs flying the route themselves. */
function rank(reach: ProgramReach): number {
  const own = reach.carriers.some((carrier) => reach.program.carriers.includes(carrier.code));
  return (reach.bonus ? 1_000 + reach.bonus.percent : 0) + (own ? 1 : 0);
}

/**
 * The currency's airline partners that can book a carrier serving the route (its own carriers
 * or its alliance's): those with a bonus today first, then those whose own airline serves the
 * route, then by name; at most `maxProgramsListed`.
 */
export function programsReachingRoute(
  knowledge: PointsKnowledge,
  currencyId: string,
  carriers: readonly Carrier[],
  route: RouteEnds,
): ProgramReach[] {
  const serving = carriersServing(carriers, route);
  const programs = new Map(knowledge.programs.map((program) => [program.id, program]));
  const reaches: ProgramReach[] = [];
  for (const partner of knowledge.partners) {
    if (partner.currencyId !== currencyId) continue;
    const program = programs.get(partner.programId);
    if (!program) continue;
    const booked = serving.filter((carrier) => programBooks(program, carrier));
    if (booked.length === 0) continue;
    reaches.push({ program, partner, bonus: bonusFor(knowledge, currencyId, program.id), carriers: booked });
  }
  return reaches.sort((a, b) => rank(b) - rank(a) || a.program.name.localeCompare(b.program.name)).slice(0, maxProgramsListed);
}

/** The partner for a currency and program, if the currency transfers there. */
export function partnerFor(knowledge: PointsKnowledge, currencyId: string, programId: string): KnownPartner | undefined {
  return knowledge.partners.find((partner) => partner.currencyId === currencyId && partner.programId === programId);
}

/**
 * Currency points to transfer for an award of `miles` (every traveller's miles together): the
 * ratio with today's bonus, then the partner's minimum and increment.
 */
export function pointsForAward(knowledge: PointsKnowledge, partner: KnownPartner, bonus: KnownBonus | null, miles: number) {
  return knowledge.arithmetic.pointsNeeded(
    partner.ratio,
    miles,
    { minimum: partner.minimum, increment: partner.increment },
    bonus?.percent ?? 0,
  );
}
