/*
 * The lead forms' "Attach my wallet" box (decision 074), apart from the snapshot's schemas in
 * wallet-snapshot.ts: the box renders in the browser too, and a page that loads a Zod schema
 * module in the browser trips the Content-Security-Policy (Zod probes for eval when it builds one).
 */

/** What the form needs to offer the box: how much would be attached. */
export interface WalletOffer {
  cards: number;
  balances: number;
}

/** The checkbox's name on both forms; ticked on this very post is the visitor's consent. */
export const attachWalletField = "attachWallet";

/** Whether the post carries the ticked box (a browser sends "on" for a checkbox without a value). */
export function attachWalletTicked(form: FormData): boolean {
  return form.get(attachWalletField) === "on";
}

/** An offer only when there is something to attach: an empty wallet shows no box. */
export function walletOffer(wallet: { cards: readonly unknown[]; balances: readonly unknown[] } | undefined): WalletOffer | null {
  if (!wallet || wallet.cards.length + wallet.balances.length === 0) return null;
  return { cards: wallet.cards.length, balances: wallet.balances.length };
}

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** "3 cards, 2 balances", leaving out a kind the wallet has none of. */
export function offerCounts(offer: WalletOffer): string {
  return [offer.cards ? counted(offer.cards, "card") : "", offer.balances ? counted(offer.balances, "balance") : ""]
    .filter(Boolean)
    .join(", ");
}
