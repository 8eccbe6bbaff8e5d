import type { WalletSnapshot } from "~/lib/wallet-snapshot";
import { walletContent, type PointsNames } from "./content.server";
import { walletSnapshot } from "./wallet-snapshot";
import { loadWalletPlan } from "./wallet-plan-store.server";
import { loadWallet } from "./wallet-store.server";

/**
 * The snapshot a lead carries when the visitor ticks the box: read here from the database, never
 * from the post, and only for a signed-in visitor (undefined otherwise, and for an empty wallet,
 * so a forged box attaches nothing). `points` is the route's catalog reader (decision 040).
 */
export async function leadWalletSnapshot(
  visitor: { accountId: number } | undefined,
  points: () => Promise<PointsNames>,
): Promise<WalletSnapshot | undefined> {
  if (!visitor) return undefined;
  const [wallet, plan, catalog] = await Promise.all([loadWallet(visitor.accountId), loadWalletPlan(visitor.accountId), points()]);
  if (wallet.cards.length + wallet.balances.length === 0) return undefined;
  const { products, programs } = walletContent(catalog);
  // The saved application plan goes with the wallet it was made from.
  return { ...walletSnapshot(wallet, products, programs), plan };
}
