import { issuerNames, issuers, type CardProduct, type Issuer } from "./card-catalog";
import type { Wallet } from "./wallet-csv";
import type { CardRow } from "./wallet-rows";

/*
 * What other pages read from a signed-in visitor's wallet. Each answer is per household member,
 * because points and issuer limits belong to one person: two members' Chase cards do not add up
 * against either one's limits, and one member's points are not the other's to transfer.
 */

export interface MemberBalance {
  member: string;
  amount: number;
  /** yyyy-MM-dd: the day the visitor read the balance. */
  asOf: string;
}

/** Each member's balance of one currency or program, largest first; empty when nobody holds it. */
export function balancesOf(wallet: Wallet, programId: string): MemberBalance[] {
  return wallet.balances
    .filter((balance) => balance.programId === programId)
    .map(({ member, amount, asOf }) => ({ member, amount, asOf }))
    .sort((a, b) => b.amount - a.amount || a.member.localeCompare(b.member));
}

export interface SavedHolding extends MemberBalance {
  programId: string;
}

/**
 * The one balance the flight assistant takes when the visitor names none: the largest positive
 * balance of a currency it can transfer (`currencyIds`). The largest, because one member's
 * biggest balance is the likeliest to pay for an award; ties go to the earlier currency listed.
 */
export function largestHolding(wallet: Wallet, currencyIds: readonly string[]): SavedHolding | undefined {
  let best: SavedHolding | undefined;
  for (const programId of currencyIds) {
    const [top] = balancesOf(wallet, programId);
    if (top && top.amount > 0 && (!best || top.amount > best.amount)) best = { ...top, programId };
  }
  return best;
}

/** The saved balance in the shape the flight assistant takes it: the member named only in a household. */
export function savedHoldings(wallet: Wallet, currencies: ReadonlyArray<{ id: string }>) {
  const top = largestHolding(
    wallet,
    currencies.map((currency) => currency.id),
  );
  if (!top) return undefined;
  return { currencyId: top.programId, amount: top.amount, asOf: top.asOf, member: wallet.members.length > 1 ? top.member : null };
}

export interface IssuerCards {
  member: string;
  open: number;
  closed: number;
}

/** How many cards from `issuer` each member holds open and has closed; members without any are left out. */
export function cardsFromIssuer(wallet: Wallet, issuer: Issuer): IssuerCards[] {
  return wallet.members.flatMap(({ name }) => {
    const cards = wallet.cards.filter((card) => card.member === name && card.issuer === issuer);
    if (cards.length === 0) return [];
    const closed = cards.filter((card) => card.closedMonth !== null).length;
    return [{ member: name, open: cards.length - closed, closed }];
  });
}

/** The wallet's issuer id for an issuer as a deal names it ("American Express"), if it is one. */
export function issuerByName(name: string): Issuer | undefined {
  return issuers.find((issuer) => issuer !== "other" && issuerNames[issuer] === name);
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/**
 * What a deal page says beside its facts: "You have 2 open Chase cards (1 closed)." for a
 * one-person wallet, one sentence per member of a household, naming them, and one sentence saying
 * so when the wallet has no card from the issuer.
 */
export function issuerCardsSentences(wallet: Wallet, issuer: Issuer): string[] {
  const name = issuerNames[issuer];
  const counts = cardsFromIssuer(wallet, issuer);
  if (counts.length === 0) return [`Your wallet has no ${name} card.`];
  return counts.map(({ member, open, closed }) => {
    const who = wallet.members.length === 1 ? "You have" : `${member} has`;
    const closedText = closed > 0 ? ` (${closed} closed)` : "";
    return `${who} ${plural(open, `open ${name} card`)}${closedText}.`;
  });
}

/**
 * A card as the eligibility rules read it: named as the catalogue names it (or as the visitor
 * did), with its type where the catalogue knows it. A product change keeps the account, so the
 * card counts once, from the month it was opened.
 */
export function historyCardOf(card: CardRow & { authorizedUser?: boolean }, products: readonly CardProduct[]) {
  const product = card.productId === null ? undefined : products.find((candidate) => candidate.id === card.productId);
  return {
    label: product?.name ?? card.name ?? `${issuerNames[card.issuer]} card`,
    issuer: card.issuer,
    productId: card.productId,
    kind: card.kind,
    ...(product ? { cardType: product.cardType } : {}),
    openedMonth: card.openedMonth,
    closedMonth: card.closedMonth,
    bonusMonth: card.bonusMonth,
    ...(card.authorizedUser ? { authorizedUser: true } : {}),
  };
}

/** One member's cards as the eligibility rules read them. */
export function cardHistoryOf(wallet: Wallet, member: string, products: readonly CardProduct[]) {
  return wallet.cards.filter((card) => card.member === member).map((card) => historyCardOf(card, products));
}
