import type { AwardCard } from "./award-results";
import type { Carrier, RouteEnds } from "./carriers";
import { programs as providerPrograms } from "./programs";
import { currencyOf, bonusFor, partnerFor, pointsForAward, programsReachingRoute, type ProgramReach } from "./points-reach";
import type { KnownBonus, KnownPartner, PointsKnowledge } from "./points-knowledge";
import { formatDay } from "./reply-format";
import type { Holdings } from "./understand-holdings";

/** Where a figure comes from and how fresh it is, shown beside it. */
export interface FigureSource {
  label: string;
  href: string;
  /** 'checked Oct 8, 2024' or 'updated Nov 26, 2026'. */
  freshness: string;
}

/** One program the visitor's points reach, in words. */
export interface PointsProgramLine {
  id: string;
  program: string;
  /** 'Books United Airlines and All Nippon Airways (Star Alliance), serving this route.' */
  carriers: string;
  /** 'Ratio 1:1', or 'Ratio 1:1, 1:1.3 with today's 30% bonus (until Dec 15, 2026)'. */
  ratio: string;
  ratioSource: FigureSource;
  /** '10,000 points become 10,000 with Air Canada Aeroplan; with today's 30% bonus, 13,000.' */
  conversion: string;
  /** What the visitor's own balance becomes, when they said how much they hold. */
  yours: string | null;
  /** Minimum, steps and the usual wait, when published. */
  rules: string | null;
  /** The catalog has no source confirming this partner and ratio. */
  unverified: boolean;
}

export interface PointsAdvice {
  currency: string;
  /** '120,000 American Express Membership Rewards points', for the concierge form's points field. */
  holdingsText: string;
  heading: string;
  programs: PointsProgramLine[];
  /** Where today's bonuses come from, when one is shown. */
  bonusSource: FigureSource | null;
  /** How the programs were chosen, and what the list does not claim. */
  note: string;
  /** Said when the balance came from the visitor's saved wallet rather than their message. */
  fromWallet: string | null;
}

/** On an award card: which currency to transfer, how much, and where the ratio comes from. */
export interface CardTransfer {
  text: string;
  /** 'You hold 120,000: enough.' or '… 10,000 short.'; null when no balance was given. */
  balance: string | null;
  ratioSource: FigureSource;
}

const example = 10_000;
const number = (value: number) => value.toLocaleString("en-US");
const allianceNames = { "star-alliance": "Star Alliance", oneworld: "oneworld", skyteam: "SkyTeam", none: "" } as const;
export const transferBonusesPath = "/transfer-bonuses";

function hostOf(href: string): string {
  try {
    return new URL(href).host.replace(/^www\./, "");
  } catch {
    return href;
  }
}

export function ratioSource(partner: KnownPartner): FigureSource {
  return { label: `Ratio: ${hostOf(partner.source)}`, href: partner.source, freshness: `checked ${formatDay(partner.checkedOn)}` };
}

function bonusSource(knowledge: PointsKnowledge): FigureSource {
  const updated = knowledge.bonusesUpdatedAt ? formatDay(knowledge.bonusesUpdatedAt.slice(0, 10)) : formatDay(knowledge.today);
  return { label: "Bonus: our transfer-bonus list", href: transferBonusesPath, freshness: `updated ${updated}` };
}

function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

function carriersText(reach: ProgramReach): string {
  const own = reach.carriers.filter((carrier) => reach.program.carriers.includes(carrier.code));
  const partners = reach.carriers.filter((carrier) => !reach.program.carriers.includes(carrier.code));
  const parts = [...own, ...partners].slice(0, 6).map((carrier) => carrier.name);
  const alliance = partners.length > 0 ? ` (${allianceNames[reach.program.alliance]})` : "";
  return `Books ${listed(parts)}${alliance}, serving this route.`;
}

/** '1:1.3 with today's 30% bonus'. */
function bonusRate(knowledge: PointsKnowledge, partner: KnownPartner, bonus: KnownBonus): string {
  const ratio = knowledge.arithmetic.formatRatio(knowledge.arithmetic.effectiveRatio(partner.ratio, bonus.percent));
  return `${ratio} with today's ${bonus.percent}% bonus`;
}

function bonusText(knowledge: PointsKnowledge, partner: KnownPartner, bonus: KnownBonus): string {
  const targeted = bonus.targeted ? ", targeted: only for some accounts" : "";
  return `${bonusRate(knowledge, partner, bonus)} (until ${formatDay(bonus.endDate)}${targeted})`;
}

function rulesText(partner: KnownPartner): string | null {
  const parts: string[] = [];
  if (partner.minimum) parts.push(`at least ${number(partner.minimum)} points`);
  if (partner.increment) parts.push(`in steps of ${number(partner.increment)}`);
  const amounts = parts.length > 0 ? `Transfers ${parts.join(", ")}` : "";
  const time = partner.transferTime ? `usually ${partner.transferTime}` : "";
  const text = [amounts, time].filter(Boolean).join("; ");
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : null;
}

function programLine(knowledge: PointsKnowledge, reach: ProgramReach, holdings: Holdings): PointsProgramLine {
  const { partner, bonus } = reach;
  const { milesFor, formatRatio, transferablePoints } = knowledge.arithmetic;
  const ratio = `Ratio ${formatRatio(partner.ratio)}${bonus ? `, ${bonusText(knowledge, partner, bonus)}` : ""}`;
  const base = milesFor(partner.ratio, example);
  const conversion = `${number(example)} points become ${number(base)} with ${reach.program.name}${
    bonus ? `; with today's ${bonus.percent}% bonus, ${number(milesFor(partner.ratio, example, bonus.percent))}` : ""
  }.`;
  let yours: string | null = null;
  if (holdings.amount !== null) {
    const movable = transferablePoints(holdings.amount, partner);
    yours =
      movable === 0
        ? `Your ${number(holdings.amount)} points are below this transfer's minimum.`
        : `Your ${number(holdings.amount)} points can become ${number(milesFor(partner.ratio, movable))} with ${reach.program.name}${
            bonus ? ` (${number(milesFor(partner.ratio, movable, bonus.percent))} with today's bonus)` : ""
          }${movable < holdings.amount ? `, moving ${number(movable)} of them` : ""}.`;
  }
  return {
    id: reach.program.id,
    program: reach.program.name,
    carriers: carriersText(reach),
    ratio,
    ratioSource: ratioSource(partner),
    conversion,
    yours,
    rules: rulesText(partner),
    unverified: !partner.verified,
  };
}

/** A cabin-free route name for headings: 'New York to Tokyo'. */
export interface RouteLabels {
  origin: string;
  destination: string;
}

export const reachNote =
  "Programs that can book flights on carriers serving this route: carriers with a hub at either end (our carrier table), " +
  "booked through the program's own airline or its alliance. This is not live seat availability; other partners of a program are not listed.";

/** The partner-table answer: every program the currency reaches that can book the route, each figure with its source. */
export function pointsAdvice(
  knowledge: PointsKnowledge,
  holdings: Holdings,
  carriers: readonly Carrier[],
  route: RouteEnds,
  labels: RouteLabels,
): PointsAdvice | null {
  const currency = currencyOf(knowledge, holdings);
  if (!currency) return null;
  const reaches = programsReachingRoute(knowledge, currency.id, carriers, route);
  const held = holdings.amount !== null ? `Your ${number(holdings.amount)} ${currency.name} points` : `${currency.name} points`;
  return {
    currency: currency.name,
    holdingsText: holdings.amount !== null ? `${number(holdings.amount)} ${currency.name} points` : `${currency.name} points`,
    heading:
      reaches.length > 0
        ? `${held} transfer to ${reaches.length === 1 ? "1 program" : `${reaches.length} programs`} that can book ${labels.origin} to ${labels.destination}`
        : `${held} transfer to no program that books a carrier we know on ${labels.origin} to ${labels.destination}`,
    programs: reaches.map((reach) => programLine(knowledge, reach, holdings)),
    bonusSource: reaches.some((reach) => reach.bonus) ? bonusSource(knowledge) : null,
    note: reachNote,
    fromWallet: null,
  };
}

/** The reply's sentence about the advice, which also stands alone in the conversation's history. */
export function adviceSentence(advice: PointsAdvice): string {
  const lead = advice.fromWallet ? `${advice.fromWallet} ` : "";
  return `${lead}${reachSentence(advice)}`;
}

function reachSentence(advice: PointsAdvice): string {
  if (advice.programs.length === 0) return `${advice.heading}.`;
  const names = advice.programs.slice(0, 5).map((line) => line.program);
  const more = advice.programs.length - names.length;
  return `${advice.heading}: ${more > 0 ? `${names.join(", ")} and ${more} more` : listed(names)}.`;
}

/** The catalog program behind a provider's source key ('aeroplan'), if we know it. */
export function catalogProgramOf(sourceKey: string): string | undefined {
  return providerPrograms[sourceKey]?.catalogId;
}

export interface FilteredCards {
  cards: AwardCard[];
  /** Cards dropped because the visitor's currency does not transfer to their program. */
  dropped: number;
}

/**
 * The award cards the visitor's currency can pay for, each with the transfer it takes: all
 * travellers' miles, at today's bonus, rounded up to the partner's minimum and increment.
 */
export function cardsForHoldings(
  knowledge: PointsKnowledge,
  holdings: Holdings,
  cards: readonly AwardCard[],
  passengers: number,
): FilteredCards {
  const currency = currencyOf(knowledge, holdings);
  if (!currency) return { cards: [...cards], dropped: 0 };
  const kept: AwardCard[] = [];
  for (const card of cards) {
    const programId = catalogProgramOf(card.sourceKey);
    const partner = programId ? partnerFor(knowledge, currency.id, programId) : undefined;
    if (!programId || !partner) continue;
    const bonus = bonusFor(knowledge, currency.id, programId);
    const miles = card.miles * passengers;
    const plan = pointsForAward(knowledge, partner, bonus, miles);
    if (!plan) continue;
    const rate = bonus ? bonusRate(knowledge, partner, bonus) : `ratio ${knowledge.arithmetic.formatRatio(partner.ratio)}`;
    const travellers = passengers > 1 ? ` for ${passengers} travellers` : "";
    const balance =
      holdings.amount === null
        ? null
        : holdings.amount >= plan.points
          ? `You hold ${number(holdings.amount)}: enough.`
          : `You hold ${number(holdings.amount)}: ${number(plan.points - holdings.amount)} short.`;
    kept.push({
      ...card,
      transfer: {
        text: `Transfer ${number(plan.points)} ${currency.name} points to ${card.program} (${rate})${travellers}.`,
        balance,
        ratioSource: ratioSource(partner),
      },
    });
  }
  return { cards: kept, dropped: cards.length - kept.length };
}
