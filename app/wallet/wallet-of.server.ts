import type { Wallet } from "./wallet-csv";
import { loadWallet } from "./wallet-store.server";

/**
 * The wallet of a signed-in visitor, for the public pages that use it; undefined for an anonymous
 * one, so those pages (and the page cache, which only serves anonymous visitors) stay as they were.
 * A wallet is at most 644 rows, so reading it whole on a page view is bounded.
 */
export async function walletOf(visitor: { accountId: number } | undefined): Promise<Wallet | undefined> {
  return visitor ? loadWallet(visitor.accountId) : undefined;
}
