import type { BalanceRow, CardRow } from "./wallet-rows";

/*
 * What the wallet's screens and its row-by-row store share: how a form names a member, the member
 * a first row makes, and the answers an edit can give. Pure, so the forms can import it.
 */

/**
 * The member key a card or balance form posts while the wallet has no members: the store then
 * makes a member named `defaultMemberName` for it, so one person never has to name themselves
 * before adding their first card. Any other key is a member's id.
 */
export const defaultMemberKey = "you";
export const defaultMemberName = "You";

/** The rows of a wallet as its page shows them: each with its id, members keyed by their id as text. */
export interface WalletMember {
  id: number;
  name: string;
}
export type WalletCard = CardRow & { id: number };
export type WalletBalance = BalanceRow & { id: number };
export interface EditableWallet {
  members: WalletMember[];
  cards: WalletCard[];
  balances: WalletBalance[];
}

/**
 * not-found: the row (or the member a row names) is not this account's. limit: the wallet or the
 * member is full. taken: another member has the name. duplicate: the member already has a
 * balance for the program.
 */
export type EditRefusal = "not-found" | "limit" | "taken" | "duplicate";
export type EditResult = { ok: true; id: number } | { ok: false; refusal: EditRefusal };

/** A form's member key as an id, or undefined for the default key or anything else. */
export function memberIdOf(key: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(key) && Number(key) <= 2_147_483_647 ? Number(key) : undefined;
}

/** A row id from a form (`id`) or the page's query (`card-12`): a positive 32-bit integer, or undefined. */
export const rowIdOf = memberIdOf;

/** The wallet page's form intents, shared by its forms and its action. */
export const walletIntents = {
  addMember: "add-member",
  renameMember: "rename-member",
  removeMember: "remove-member",
  addCard: "add-card",
  updateCard: "update-card",
  deleteCard: "delete-card",
  addBalance: "add-balance",
  updateBalance: "update-balance",
  deleteBalance: "delete-balance",
} as const;

export type WalletFormKind = "member" | "card" | "balance";

/** A refused post, for the page to show its form again: which form, the row it edited, a message per field and what was typed. */
export interface WalletRefusal {
  form: WalletFormKind;
  rowId: number | null;
  errors: Partial<Record<string, string>>;
  posted: Record<string, string>;
}

/** The row a page's `?edit=card-12` names, if it is one of the wallet's. */
export function editedRow(query: string | null, wallet: EditableWallet): { form: WalletFormKind; id: number } | undefined {
  const match = /^(member|card|balance)-(\d{1,10})$/.exec(query ?? "");
  const id = match ? rowIdOf(match[2]!) : undefined;
  if (!match || id === undefined) return undefined;
  const form = match[1] as WalletFormKind;
  const rows: ReadonlyArray<{ id: number }> = form === "member" ? wallet.members : form === "card" ? wallet.cards : wallet.balances;
  return rows.some((row) => row.id === id) ? { form, id } : undefined;
}
