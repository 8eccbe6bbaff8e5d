import { and, desc, eq, gte, lt, ne, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { database, db } from "~/db/database.server";
import { visitorAccounts, visitorSessions } from "~/db/schema";
import { newSessionId, sessionIdHash as hashToken, storedUserAgent } from "~/security/session-id.server";
import { visitorSessionAbsoluteMs, visitorSessionIdleMs } from "./session-cookie";

export interface Visitor {
  accountId: number;
  email: string;
  /** What the page asked to read with the visitor (`AccountColumns`), by name; empty when it asked nothing. */
  read: Readonly<Record<string, unknown>>;
}

/**
 * Columns of the account a page wants read in the same statement as the visitor, by the name the
 * page will find them under in `read`: on the embedded database each statement waits its turn, so
 * a page that needs the wallet's stamp pays for one statement, not two (decision 077).
 */
export type AccountColumns = Readonly<Record<string, AnyPgColumn<{ tableName: "visitor_accounts" }>>>;

/** Writing last-seen on every request would make each page a write; an hour is precise enough for a month's timeout. */
const touchAfterMs = 60 * 60 * 1000;

const live = (now: Date) =>
  and(
    gte(visitorSessions.createdAt, new Date(now.getTime() - visitorSessionAbsoluteMs)),
    gte(visitorSessions.lastSeenAt, new Date(now.getTime() - visitorSessionIdleMs)),
  );

/** Starts a session with a fresh 128-bit id and returns the id for the cookie. */
export async function createVisitorSession(accountId: number, now = new Date(), userAgent?: string | null): Promise<string> {
  const { token, idHash } = newSessionId();
  await db()
    .insert(visitorSessions)
    .values({ idHash, accountId, createdAt: now, lastSeenAt: now, userAgent: storedUserAgent(userAgent) });
  return token;
}

/**
 * The statement that finds a live session's visitor, written out rather than built by drizzle:
 * every signed-in request runs it, and on the embedded database building and parsing through the
 * query builder cost about as much as running it (decision 077). Made once per set of columns.
 */
const findStatements = new WeakMap<AccountColumns, string>();

function findStatement(columns: AccountColumns): string {
  let text = findStatements.get(columns);
  if (text === undefined) {
    const read = Object.values(columns).map((column, index) => `, a."${column.name}" as "read_${index}"`);
    text =
      `select a.id as "accountId", a.email, s.last_seen_at as "lastSeenAt"${read.join("")} ` +
      "from visitor_sessions s join visitor_accounts a on a.id = s.account_id " +
      "where s.id_hash = $1 and s.created_at >= $2 and s.last_seen_at >= $3";
    findStatements.set(columns, text);
  }
  return text;
}

const noColumns: AccountColumns = {};

/**
 * The visitor a session id belongs to, while the session lives (the timeouts of `live`), with
 * `columns` read alongside. A visit (at most once an hour) moves the session's and the account's
 * last-seen, and withdraws a retention warning.
 */
export async function findVisitor(token: string, now = new Date(), columns = noColumns): Promise<Visitor | undefined> {
  const idHash = hashToken(token);
  const since = (ms: number) => new Date(now.getTime() - ms);
  const { rows } = await database().executeSql(findStatement(columns), [
    idHash,
    since(visitorSessionAbsoluteMs),
    since(visitorSessionIdleMs),
  ]);
  const row = rows[0] as ({ accountId: number; email: string; lastSeenAt: Date } & Record<string, unknown>) | undefined;
  if (!row) return undefined;
  if (now.getTime() - new Date(row.lastSeenAt).getTime() >= touchAfterMs) {
    await db().update(visitorSessions).set({ lastSeenAt: now }).where(eq(visitorSessions.idHash, idHash));
    await db().update(visitorAccounts).set({ lastSeenAt: now, retentionWarnedAt: null }).where(eq(visitorAccounts.id, row.accountId));
  }
  const read = Object.fromEntries(Object.keys(columns).map((name, index) => [name, row[`read_${index}`]]));
  return { accountId: row.accountId, email: row.email, read };
}

export interface VisitorSession {
  /** The stored hash, which names a session in the sign-out form: it cannot be used as a cookie. */
  key: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  current: boolean;
}

/** More than anyone signs in from; the list stays one page however many sessions an account piles up. */
export const listedSessions = 50;

/** The account's live sessions, the most recently used first (at most `listedSessions`). */
export async function visitorSessionList(accountId: number, currentToken: string, now = new Date()): Promise<VisitorSession[]> {
  const rows = await db()
    .select()
    .from(visitorSessions)
    .where(and(eq(visitorSessions.accountId, accountId), live(now)))
    .orderBy(desc(visitorSessions.lastSeenAt))
    .limit(listedSessions);
  const currentKey = hashToken(currentToken);
  return rows.map((row) => ({
    key: row.idHash,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    userAgent: row.userAgent,
    current: row.idHash === currentKey,
  }));
}

/** Ends one other session of this account; another account's key ends nothing. */
export async function endOtherVisitorSession(
  accountId: number,
  key: string,
  currentToken: string,
): Promise<{ userAgent: string | null } | undefined> {
  const [ended] = await db()
    .delete(visitorSessions)
    .where(
      and(eq(visitorSessions.accountId, accountId), eq(visitorSessions.idHash, key), ne(visitorSessions.idHash, hashToken(currentToken))),
    )
    .returning({ userAgent: visitorSessions.userAgent });
  return ended;
}

/** Every session of the account but this one; returns how many ended. */
export async function endOtherVisitorSessions(accountId: number, currentToken: string): Promise<number> {
  const ended = await db()
    .delete(visitorSessions)
    .where(and(eq(visitorSessions.accountId, accountId), ne(visitorSessions.idHash, hashToken(currentToken))))
    .returning({ key: visitorSessions.idHash });
  return ended.length;
}

/** "Sign out everywhere": every session of the account, this one included. Returns how many ended. */
export async function endAllVisitorSessions(accountId: number): Promise<number> {
  const ended = await db()
    .delete(visitorSessions)
    .where(eq(visitorSessions.accountId, accountId))
    .returning({ key: visitorSessions.idHash });
  return ended.length;
}

export async function endVisitorSession(token: string): Promise<void> {
  await db()
    .delete(visitorSessions)
    .where(eq(visitorSessions.idHash, hashToken(token)));
}

/** The hourly housekeeping: sessions past either timeout. */
export async function deleteExpiredVisitorSessions(now = new Date()): Promise<void> {
  await db()
    .delete(visitorSessions)
    .where(
      or(
        lt(visitorSessions.createdAt, new Date(now.getTime() - visitorSessionAbsoluteMs)),
        lt(visitorSessions.lastSeenAt, new Date(now.getTime() - visitorSessionIdleMs)),
      ),
    );
}
