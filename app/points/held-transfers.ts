import type { PartnerLine } from "./partners-view";
import { milesFor, transferablePoints } from "./ratio";

/** One household member's balance of a currency, as the route reads it from their wallet. */
export interface HeldBalance {
  member: string;
  amount: number;
  /** yyyy-MM-dd. */
  asOf: string;
}

/** What one member's balance becomes with one partner: today, and with today's bonus if one runs. */
export interface HeldTransfer extends HeldBalance {
  /** The points a transfer can move: whole increments, nothing below the minimum. */
  movable: number;
  miles: number;
  milesWithBonus: number | null;
}

/** Each member's balance of the line's currency turned into the partner's miles or points. */
export function heldTransfers(line: PartnerLine, held: readonly HeldBalance[]): HeldTransfer[] {
  return held.map((balance) => {
    const movable = transferablePoints(balance.amount, line);
    return {
      ...balance,
      movable,
      miles: milesFor(line.ratio, movable),
      milesWithBonus: line.bonus ? milesFor(line.ratio, movable, line.bonus.percent) : null,
    };
  });
}

const number = (value: number) => value.toLocaleString("en-US");

/**
 * "Your 95,000 points become 95,000 (123,500 with today's bonus)." or, in a household,
 * "Sam's 95,000 points …". Says so when the balance is below the partner's minimum.
 */
export function heldTransferSentence(transfer: HeldTransfer, household: boolean): string {
  const whose = household ? `${transfer.member}'s` : "Your";
  if (transfer.movable === 0) return `${whose} ${number(transfer.amount)} points are below this transfer's minimum.`;
  const bonus = transfer.milesWithBonus !== null ? ` (${number(transfer.milesWithBonus)} with today's bonus)` : "";
  const part = transfer.movable < transfer.amount ? `, moving ${number(transfer.movable)} of them` : "";
  return `${whose} ${number(transfer.amount)} points become ${number(transfer.miles)}${bonus}${part}.`;
}

/** What the partners page shows a signed-in visitor: their balance per currency, and per table row what it becomes. */
export interface HeldOnPartnersPage {
  /** Currency id to each member's balance, for the currencies the wallet holds. */
  byCurrency: Record<string, HeldBalance[]>;
  /** `currency:program` to one sentence per member holding the row's currency. */
  byLine: Record<string, string[]>;
  /** The wallet has more than one member, so each balance is named by its member. */
  household: boolean;
}

export const lineKey = (line: Pick<PartnerLine, "currencyId" | "programId">) => `${line.currencyId}:${line.programId}`;

export function heldOnPartnersPage(
  currencyIds: readonly string[],
  lines: readonly PartnerLine[],
  balancesOf: (currencyId: string) => HeldBalance[],
  household: boolean,
): HeldOnPartnersPage {
  const byCurrency: Record<string, HeldBalance[]> = {};
  for (const id of currencyIds) {
    const held = balancesOf(id);
    if (held.length > 0) byCurrency[id] = held;
  }
  const byLine: Record<string, string[]> = {};
  for (const line of lines) {
    const held = byCurrency[line.currencyId];
    if (held) byLine[lineKey(line)] = heldTransfers(line, held).map((transfer) => heldTransferSentence(transfer, household));
  }
  return { byCurrency, byLine, household };
}
