import { and, desc, eq, gte, lt, ne, or } from "drizzle-orm";
import { db } from "~/db/database.server";
import { visitorAccounts, visitorSessions } from "~/db/schema";
import { newSessionId, sessionIdHash as hashToken, storedUserAgent } from "~/security/session-id.server";
import { visitorSessionAbsoluteMs, visitorSessionIdleMs } from "./session-cookie";

export interface Visitor {
  accountId: number;
  email: string;
}

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
 * The visitor a session id belongs to, while the session lives. A visit (at most once an hour)
 * moves the session's and the account's last-seen, and withdraws a retention warning.
 */
export async function findVisitor(token: string, now = new Date()): Promise<Visitor | undefined> {
  const idHash = hashToken(token);
  const [row] = await db()
    .select({ accountId: visitorAccounts.id, email: visitorAccounts.email, lastSeenAt: visitorSessions.lastSeenAt })
    .from(visitorSessions)
    .innerJoin(visitorAccounts, eq(visitorAccounts.id, visitorSessions.accountId))
    .where(and(eq(visitorSessions.idHash, idHash), live(now)));
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= touchAfterMs) {
    await db().update(visitorSessions).set({ lastSeenAt: now }).where(eq(visitorSessions.idHash, idHash));
    await db().update(visitorAccounts).set({ lastSeenAt: now, retentionWarnedAt: null }).where(eq(visitorAccounts.id, row.accountId));
  }
  return { accountId: row.accountId, email: row.email };
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
