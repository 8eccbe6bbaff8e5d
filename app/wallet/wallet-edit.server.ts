import { and, asc, count, eq, max, ne, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/database.server";
import { visitorAccounts, walletBalances, walletCards, walletMembers } from "~/db/schema";
import type { CardKind, Issuer } from "./card-catalog";
import { defaultMemberKey, defaultMemberName, memberIdOf, type EditableWallet, type EditResult } from "./wallet-edit";
import { maxBalancesPerMember, maxCardsPerMember, maxMembers, type BalanceRow, type CardRow, type MemberRow } from "./wallet-rows";

/*
 * A wallet edited one row at a time, from its page. Rows come in already checked (wallet-rows.ts);
 * this adds what only the database knows: that a row and the member it names are this account's
 * (every query carries the account id, so another account's id finds nothing and answers
 * not-found), and the limits, counted in the same transaction as the write. Each write first
 * locks the account's row, so two posts from two tabs of one account are counted one after the other.
 */

const notFound: EditResult = { ok: false, refusal: "not-found" };
const refused = (refusal: "limit" | "taken" | "duplicate"): EditResult => ({ ok: false, refusal });

/** Runs `write` with the account's row locked; an account that is gone answers not-found. */
function locked(accountId: number, write: (tx: Transaction) => Promise<EditResult>): Promise<EditResult> {
  return db().transaction(async (tx) => {
    const [account] = await tx
      .select({ id: visitorAccounts.id })
      .from(visitorAccounts)
      .where(eq(visitorAccounts.id, accountId))
      .for("update");
    return account ? write(tx) : notFound;
  });
}

/** The wallet with its row ids, members in the order added (at most 4 × 160 rows: read whole). */
export async function loadEditableWallet(accountId: number): Promise<EditableWallet> {
  const members = await db()
    .select({ id: walletMembers.id, name: walletMembers.name })
    .from(walletMembers)
    .where(eq(walletMembers.accountId, accountId))
    .orderBy(asc(walletMembers.position));
  const cards = await db().select().from(walletCards).where(eq(walletCards.accountId, accountId)).orderBy(asc(walletCards.id));
  const balances = await db().select().from(walletBalances).where(eq(walletBalances.accountId, accountId)).orderBy(asc(walletBalances.id));
  return {
    members,
    cards: cards.map(({ id, memberId, accountId: _account, updatedAt: _at, ...card }) => ({
      ...card,
      id,
      member: String(memberId),
      issuer: card.issuer as Issuer,
      kind: card.kind as CardKind,
    })),
    balances: balances.map(({ id, memberId, accountId: _account, updatedAt: _at, ...balance }) => ({
      ...balance,
      id,
      member: String(memberId),
    })),
  };
}

async function nameTaken(tx: Transaction, accountId: number, name: string, exceptId?: number): Promise<boolean> {
  const others = and(
    eq(walletMembers.accountId, accountId),
    sql`lower(${walletMembers.name}) = lower(${name})`,
    exceptId === undefined ? undefined : ne(walletMembers.id, exceptId),
  );
  const [row] = await tx.select({ id: walletMembers.id }).from(walletMembers).where(others).limit(1);
  return row !== undefined;
}

async function insertMember(tx: Transaction, accountId: number, name: string): Promise<number> {
  const [last] = await tx
    .select({ position: max(walletMembers.position) })
    .from(walletMembers)
    .where(eq(walletMembers.accountId, accountId));
  const [row] = await tx
    .insert(walletMembers)
    .values({ accountId, name, position: (last?.position ?? -1) + 1 })
    .returning({ id: walletMembers.id });
  return row!.id;
}

async function memberCount(tx: Transaction, accountId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(walletMembers).where(eq(walletMembers.accountId, accountId));
  return row?.n ?? 0;
}

export function addMember(accountId: number, member: MemberRow): Promise<EditResult> {
  return locked(accountId, async (tx) => {
    if ((await memberCount(tx, accountId)) >= maxMembers) return refused("limit");
    if (await nameTaken(tx, accountId, member.name)) return refused("taken");
    return { ok: true, id: await insertMember(tx, accountId, member.name) };
  });
}

export function renameMember(accountId: number, memberId: number, member: MemberRow): Promise<EditResult> {
  return locked(accountId, async (tx) => {
    if (await nameTaken(tx, accountId, member.name, memberId)) return refused("taken");
    const [row] = await tx
      .update(walletMembers)
      .set({ name: member.name })
      .where(and(eq(walletMembers.accountId, accountId), eq(walletMembers.id, memberId)))
      .returning({ id: walletMembers.id });
    return row ? { ok: true, id: row.id } : notFound;
  });
}

/** Removes a member and, by the foreign keys' cascade, every card and balance of theirs. */
export function removeMember(accountId: number, memberId: number): Promise<EditResult> {
  return locked(accountId, async (tx) => {
    const [row] = await tx
      .delete(walletMembers)
      .where(and(eq(walletMembers.accountId, accountId), eq(walletMembers.id, memberId)))
      .returning({ id: walletMembers.id });
    return row ? { ok: true, id: row.id } : notFound;
  });
}

/**
 * The member a row's key names, if it is this account's. The default key names the wallet's
 * first member, made as "You" when the wallet has none (its first card or balance).
 */
async function resolveMember(tx: Transaction, accountId: number, key: string): Promise<number | undefined> {
  if (key === defaultMemberKey) {
    const [first] = await tx
      .select({ id: walletMembers.id })
      .from(walletMembers)
      .where(eq(walletMembers.accountId, accountId))
      .orderBy(asc(walletMembers.position))
      .limit(1);
    return first?.id ?? (await insertMember(tx, accountId, defaultMemberName));
  }
  const id = memberIdOf(key);
  if (id === undefined) return undefined;
  const [row] = await tx
    .select({ id: walletMembers.id })
    .from(walletMembers)
    .where(and(eq(walletMembers.accountId, accountId), eq(walletMembers.id, id)));
  return row?.id;
}

type RowTable = typeof walletCards | typeof walletBalances;

/** How many rows of `table` the member has, not counting `exceptId` (the row being moved to them). */
async function rowsOf(tx: Transaction, table: RowTable, accountId: number, memberId: number, exceptId?: number): Promise<number> {
  const where = and(
    eq(table.accountId, accountId),
    eq(table.memberId, memberId),
    exceptId === undefined ? undefined : ne(table.id, exceptId),
  );
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Whether the row is this account's (asked before anything else, so another account's id only ever answers not-found). */
async function owns(tx: Transaction, table: RowTable, accountId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.accountId, accountId), eq(table.id, id)));
  return row !== undefined;
}

interface RowKind<Row extends CardRow | BalanceRow, Table extends RowTable> {
  table: Table;
  limit: number;
  /** Whether the member already holds a row like this one (a balance for the same program), other than `exceptId`. */
  held?: (tx: Transaction, memberId: number, row: Row, exceptId?: number) => Promise<boolean>;
}

/**
 * Adds a row (no `rowId`) or changes one: the row must be this account's, the member it names
 * too, and the member must have room for it (a row moved to another member counts there).
 */
function saveRow<Row extends CardRow | BalanceRow, Table extends RowTable>(
  accountId: number,
  kind: RowKind<Row, Table>,
  rowId: number | undefined,
  { member, ...values }: Row,
  now: Date,
): Promise<EditResult> {
  const { table } = kind;
  return locked(accountId, async (tx) => {
    if (rowId !== undefined && !(await owns(tx, table, accountId, rowId))) return notFound;
    const memberId = await resolveMember(tx, accountId, member);
    if (memberId === undefined) return notFound;
    if (await kind.held?.(tx, memberId, { member, ...values } as Row, rowId)) return refused("duplicate");
    if ((await rowsOf(tx, table, accountId, memberId, rowId)) >= kind.limit) return refused("limit");
    // Drizzle cannot type a write to "one of two tables"; Row is the row of `table` (RowKind ties them).
    const target = table as RowTable as typeof walletCards;
    const stored = { ...values, accountId, memberId, updatedAt: now } as unknown as typeof walletCards.$inferInsert;
    const [saved] =
      rowId === undefined
        ? await tx.insert(target).values(stored).returning({ id: target.id })
        : await tx
            .update(target)
            .set(stored)
            .where(and(eq(target.accountId, accountId), eq(target.id, rowId)))
            .returning({ id: target.id });
    return saved ? { ok: true, id: saved.id } : notFound;
  });
}

async function deleteRow(accountId: number, table: RowTable, id: number): Promise<EditResult> {
  const [row] = await db()
    .delete(table)
    .where(and(eq(table.accountId, accountId), eq(table.id, id)))
    .returning({ id: table.id });
  return row ? { ok: true, id: row.id } : notFound;
}

const cards: RowKind<CardRow, typeof walletCards> = { table: walletCards, limit: maxCardsPerMember };

const balances: RowKind<BalanceRow, typeof walletBalances> = {
  table: walletBalances,
  limit: maxBalancesPerMember,
  async held(tx, memberId, balance, exceptId) {
    const where = and(
      eq(walletBalances.memberId, memberId),
      eq(walletBalances.programId, balance.programId),
      exceptId === undefined ? undefined : ne(walletBalances.id, exceptId),
    );
    const [row] = await tx.select({ id: walletBalances.id }).from(walletBalances).where(where).limit(1);
    return row !== undefined;
  },
};

export const addCard = (accountId: number, card: CardRow, now = new Date()) => saveRow(accountId, cards, undefined, card, now);
export const updateCard = (accountId: number, cardId: number, card: CardRow, now = new Date()) =>
  saveRow(accountId, cards, cardId, card, now);
export const deleteCard = (accountId: number, cardId: number) => deleteRow(accountId, walletCards, cardId);

export const addBalance = (accountId: number, balance: BalanceRow, now = new Date()) =>
  saveRow(accountId, balances, undefined, balance, now);
export const updateBalance = (accountId: number, balanceId: number, balance: BalanceRow, now = new Date()) =>
  saveRow(accountId, balances, balanceId, balance, now);
export function deleteBalance(accountId: number, balanceId: number): Promise<EditResult> {
  return deleteRow(accountId, walletBalances, balanceId);
}
