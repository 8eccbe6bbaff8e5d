import { eq, sql } from "drizzle-orm";
import { StampedCache } from "~/cache/stamped-cache";
import { db } from "~/db/database.server";
import { visitorAccounts } from "~/db/schema";
import type { Wallet } from "./wallet-csv";

/*
 * The wallet as the public pages read it: a signed-in visitor's deal page, partners page and
 * assistant answer use it on every request, so it is kept in memory by account, stamped with the
 * account's `wallet_stamp`, which triggers draw afresh on every write to a wallet row (decision
 * 077). The route reads the stamp in the visitor's own statement (`walletStampColumns`); while it
 * is the stamp kept here, the page reads nothing more. Otherwise one statement reads the wallet
 * and its stamp together, each part gathered as JSON in the order loadWallet gives: members as
 * added, rows as entered. (The wallet page itself reads through wallet-edit.server.ts.) The SQL
 * names `visitor_accounts` in full: drizzle leaves a column of a one-table select unqualified,
 * which a correlated subquery would take for its own table's.
 */
const members = sql<Wallet["members"] | null>`(
  select json_agg(json_build_object('name', m.name) order by m.position)
  from wallet_members m where m.account_id = visitor_accounts.id)`;

const cards = sql<Wallet["cards"] | null>`(
  select json_agg(json_build_object(
    'member', m.name, 'productId', c.product_id, 'name', c.name, 'issuer', c.issuer, 'kind', c.kind,
    'openedMonth', c.opened_month, 'closedMonth', c.closed_month, 'bonusMonth', c.bonus_month,
    'changedFromProductId', c.changed_from_product_id, 'changedMonth', c.changed_month) order by c.id)
  from wallet_cards c join wallet_members m on m.id = c.member_id where c.account_id = visitor_accounts.id)`;

const balances = sql<Wallet["balances"] | null>`(
  select json_agg(json_build_object(
    'member', m.name, 'programId', b.program_id, 'amount', b.amount, 'asOf', b.as_of,
    'expiresOverride', b.expires_override) order by b.id)
  from wallet_balances b join wallet_members m on m.id = b.member_id where b.account_id = visitor_accounts.id)`;

/**
 * A wallet is at most 644 rows (about 100 KB in memory), most far fewer: 2,000 accounts and
 * 100,000 rows in all bound the cache near 16 MB while keeping every visitor of a busy hour.
 */
const kept = new StampedCache<number, Wallet>(2_000, 100_000);

/** For the account domain to read with the visitor (`readWithVisitor`): the wallet's stamp. */
export const walletStampColumns = { walletStamp: visitorAccounts.walletStamp };

/** Kept wallets are shared by every request of the account, so a slip that edits one throws instead. */
function frozenWallet(parts: { [Part in keyof Wallet]: Wallet[Part] | null }): Wallet {
  const wallet = { members: parts.members ?? [], cards: parts.cards ?? [], balances: parts.balances ?? [] };
  for (const rows of Object.values(wallet)) {
    for (const row of rows) Object.freeze(row);
    Object.freeze(rows);
  }
  return Object.freeze(wallet);
}

/**
 * The wallet of a signed-in visitor, for the public pages that use it; undefined for an anonymous
 * one, so those pages (and the page cache, which only serves anonymous visitors) stay as they were.
 * From memory while the stamp read with the visitor is the one kept; else read (bounded: at most
 * 644 rows) and kept under the stamp read with it.
 */
export async function walletOf(
  visitor: { accountId: number; read?: Readonly<Record<string, unknown>> } | undefined,
): Promise<Wallet | undefined> {
  if (!visitor) return undefined;
  const { accountId } = visitor;
  const stamp = visitor.read?.walletStamp;
  const known = typeof stamp === "string" ? kept.get(accountId, stamp) : undefined;
  if (known) return known;
  const [row] = await db()
    .select({ stamp: visitorAccounts.walletStamp, members, cards, balances })
    .from(visitorAccounts)
    .where(eq(visitorAccounts.id, accountId));
  if (!row) return undefined;
  const wallet = frozenWallet(row);
  kept.set(accountId, row.stamp, wallet, wallet.members.length + wallet.cards.length + wallet.balances.length + 1);
  return wallet;
}
