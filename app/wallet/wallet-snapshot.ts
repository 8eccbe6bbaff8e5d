import type { WalletSnapshot } from "~/lib/wallet-snapshot";
import { issuerNames, type CardProduct } from "./card-catalog";
import type { Wallet } from "./wallet-csv";

/**
 * The wallet as a lead carries it (decision 074): names resolved now, so the owner reads what the
 * visitor held when they sent it. Product changes and expiry overrides stay out: the owner plans
 * from what is held today, and the smaller copy is the one kept with the lead.
 */
export function walletSnapshot(
  wallet: Wallet,
  products: ReadonlyArray<Pick<CardProduct, "id" | "name">>,
  programs: ReadonlyArray<{ id: string; name: string }>,
): WalletSnapshot {
  const productName = (id: string) => products.find((product) => product.id === id)?.name ?? id;
  const programName = (id: string) => programs.find((program) => program.id === id)?.name ?? id;
  return {
    members: wallet.members.map((member) => member.name),
    cards: wallet.cards.map((card) => ({
      member: card.member,
      issuer: issuerNames[card.issuer],
      card: card.productId ? productName(card.productId) : (card.name ?? ""),
      kind: card.kind,
      opened: card.openedMonth,
      closed: card.closedMonth,
      bonus: card.bonusMonth,
    })),
    balances: wallet.balances.map((balance) => ({
      member: balance.member,
      program: programName(balance.programId),
      amount: balance.amount,
      asOf: balance.asOf,
    })),
  };
}
