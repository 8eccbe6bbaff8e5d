import { eq, sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { visitorAccounts } from "~/db/schema";
import type { Wallet } from "./wallet-csv";

/*
 * The wallet as the public pages read it: in one query, because a signed-in visitor's deal page,
 * partners page and assistant answer pay for it on every request, and on the embedded database
 * each query waits its turn (the wallet page itself reads through wallet-edit.server.ts). Each
 * part is gathered as JSON in the order loadWallet gives: members as added, rows as entered.
 */
const members = (accountId: number) => sql<Wallet["members"] | null>`(
  select json_agg(json_build_object('name', m.name) order by m.position)
  from wallet_members m where m.account_id = ${accountId})`;

const cards = (accountId: number) => sql<Wallet["cards"] | null>`(
  select json_agg(json_build_object(
    'member', m.name, 'productId', c.product_id, 'name', c.name, 'issuer', c.issuer, 'kind', c.kind,
    'openedMonth', c.opened_month, 'closedMonth', c.closed_month, 'bonusMonth', c.bonus_month,
    'changedFromProductId', c.changed_from_product_id, 'changedMonth', c.changed_month) order by c.id)
  from wallet_cards c join wallet_members m on m.id = c.member_id where c.account_id = ${accountId})`;

const balances = (accountId: number) => sql<Wallet["balances"] | null>`(
  select json_agg(json_build_object(
    'member', m.name, 'programId', b.program_id, 'amount', b.amount, 'asOf', b.as_of,
    'expiresOverride', b.expires_override) order by b.id)
  from wallet_balances b join wallet_members m on m.id = b.member_id where b.account_id = ${accountId})`;

/**
 * The wallet of a signed-in visitor, for the public pages that use it; undefined for an anonymous
 * one, so those pages (and the page cache, which only serves anonymous visitors) stay as they were.
 * A wallet is at most 644 rows, so reading it whole on a page view is bounded.
 */
export async function walletOf(visitor: { accountId: number } | undefined): Promise<Wallet | undefined> {
  if (!visitor) return undefined;
  const { accountId } = visitor;
  const [row] = await db()
    .select({ members: members(accountId), cards: cards(accountId), balances: balances(accountId) })
    .from(visitorAccounts)
    .where(eq(visitorAccounts.id, accountId));
  if (!row) return undefined;
  return { members: row.members ?? [], cards: row.cards ?? [], balances: row.balances ?? [] };
}
