import { formatIsoDate, formatMonth } from "~/lib/format-date";
import type { SelectGroup } from "~/ui/field";
import { issuerNames, issuers, type CardProduct } from "./card-catalog";
import { expiryOf, holdsOpenCardEarning } from "./expiry";
import type { ExpiryRule } from "./expiry-rules";
import { expiryText, type ExpiryText } from "./expiry-text";
import type { EditableWallet } from "./wallet-edit";
import { withCommas } from "./wallet-fields";
import { otherProduct } from "./wallet-rows";

/*
 * The wallet as its page shows it: each member with their cards and balances in words, every
 * balance with its expiry answer. Pure: the loader reads the rows and the content and passes them.
 */

/** A currency or program a balance can be of, with the heading its option sits under. */
export interface ProgramOption {
  id: string;
  name: string;
  group: string;
}

export interface CardLine {
  id: number;
  product: string;
  issuer: string;
  kind: string;
  opened: string;
  closed: string | null;
  bonus: string | null;
  change: string | null;
}

export interface BalanceLine {
  id: number;
  program: string;
  amount: string;
  asOf: string;
  expiry: ExpiryText;
}

export interface MemberView {
  id: number;
  name: string;
  cards: CardLine[];
  balances: BalanceLine[];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function walletView(
  wallet: EditableWallet,
  products: readonly CardProduct[],
  rules: ReadonlyMap<string, ExpiryRule>,
  programs: readonly ProgramOption[],
): MemberView[] {
  const productName = (id: string | null) => products.find((product) => product.id === id)?.name ?? id ?? "";
  return wallet.members.map((member) => {
    const key = String(member.id);
    return {
      id: member.id,
      name: member.name,
      cards: wallet.cards
        .filter((card) => card.member === key)
        .map((card) => ({
          id: card.id,
          product: card.productId ? productName(card.productId) : (card.name ?? ""),
          issuer: issuerNames[card.issuer],
          kind: capitalised(card.kind),
          opened: formatMonth(card.openedMonth),
          closed: card.closedMonth && formatMonth(card.closedMonth),
          bonus: card.bonusMonth && formatMonth(card.bonusMonth),
          change:
            card.changedFromProductId && card.changedMonth
              ? `From ${productName(card.changedFromProductId)}, ${formatMonth(card.changedMonth)}`
              : null,
        })),
      balances: wallet.balances
        .filter((balance) => balance.member === key)
        .map((balance) => {
          const holdsOpenEarningCard = holdsOpenCardEarning(wallet.cards, products, key, balance.programId);
          return {
            id: balance.id,
            program: programs.find((program) => program.id === balance.programId)?.name ?? balance.programId,
            amount: withCommas(balance.amount),
            asOf: formatIsoDate(balance.asOf),
            expiry: expiryText(expiryOf({ ...balance, lastActivity: null, holdsOpenEarningCard }, rules)),
          };
        }),
    };
  });
}

/** The card select's choices: one group per issuer, in the catalogue's issuer order. */
export function productGroups(products: readonly CardProduct[]): SelectGroup[] {
  return issuers
    .map((issuer) => ({
      label: issuerNames[issuer],
      options: products
        .filter((product) => product.issuer === issuer)
        .map((product) => ({ value: product.id, label: `${product.name}${product.kind === "business" ? " (business)" : ""}` })),
    }))
    .filter((group) => group.options.length > 0);
}

/** The same, with "Other (not listed)" last, for a card the catalogue lacks. */
export function cardChoices(products: readonly CardProduct[]): SelectGroup[] {
  return [...productGroups(products), { label: "Not listed", options: [{ value: otherProduct, label: "Other (not listed)" }] }];
}

export function programGroups(programs: readonly ProgramOption[]): SelectGroup[] {
  const groups = [...new Set(programs.map((program) => program.group))];
  return groups.map((label) => ({
    label,
    options: programs.filter((program) => program.group === label).map((program) => ({ value: program.id, label: program.name })),
  }));
}
