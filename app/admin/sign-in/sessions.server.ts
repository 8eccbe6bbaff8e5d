import { and, desc, eq, gte, lt, ne, or } from "drizzle-orm";
import { db } from "~/db/database.server";
import { adminSessions, admins } from "~/db/schema";
import { newSessionId, sessionIdHash as hashToken, storedUserAgent } from "~/security/session-id.server";
import { recentAuthenticationMinutes } from "../factors/factor-intents";
import { sessionAbsoluteMs, sessionIdleMs } from "./session-cookie";

export interface AdminIdentity {
  id: number;
  email: string;
}

/** Writing last-seen on every request would make each admin page a write; a minute is precise enough. */
const touchAfterMs = 60 * 1000;

/** Starts a session with a fresh 128-bit id and returns the id for the cookie. */
export async function createSession(adminId: number, now = new Date(), userAgent?: string | null): Promise<string> {
  const { token, idHash } = newSessionId();
  await db()
    .insert(adminSessions)
    .values({ idHash, adminId, createdAt: now, lastSeenAt: now, userAgent: storedUserAgent(userAgent) });
  return token;
}

export async function findSessionAdmin(token: string, now = new Date()): Promise<AdminIdentity | undefined> {
  const idHash = hashToken(token);
  const [row] = await db()
    .select({
      id: admins.id,
      email: admins.email,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(eq(adminSessions.idHash, idHash));
  if (!row) return undefined;

  const age = now.getTime() - row.createdAt.getTime();
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (age >= sessionAbsoluteMs || idle >= sessionIdleMs) {
    await deleteSession(token);
    return undefined;
  }
  if (idle >= touchAfterMs) {
    await db().update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.idHash, idHash));
  }
  return { id: row.id, email: row.email };
}

export const recentAuthenticationMs = recentAuthenticationMinutes * 60 * 1000;

/** Whether this session signed in, or confirmed its password, within `recentAuthenticationMinutes`. */
export async function isRecentlyAuthenticated(token: string, now = new Date()): Promise<boolean> {
  const [row] = await db()
    .select({ createdAt: adminSessions.createdAt, passwordConfirmedAt: adminSessions.passwordConfirmedAt })
    .from(adminSessions)
    .where(eq(adminSessions.idHash, hashToken(token)));
  if (!row) return false;
  const last = Math.max(row.createdAt.getTime(), row.passwordConfirmedAt?.getTime() ?? 0);
  return now.getTime() - last < recentAuthenticationMs;
}

/** Records that the password was typed again in this session (and in no other). */
export async function markPasswordConfirmed(token: string, now = new Date()): Promise<void> {
  await db()
    .update(adminSessions)
    .set({ passwordConfirmedAt: now })
    .where(eq(adminSessions.idHash, hashToken(token)));
}

export async function deleteSession(token: string): Promise<void> {
  await db()
    .delete(adminSessions)
    .where(eq(adminSessions.idHash, hashToken(token)));
}

export async function deleteExpiredSessions(now = new Date()): Promise<void> {
  await db()
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.createdAt, new Date(now.getTime() - sessionAbsoluteMs)),
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)),
      ),
    );
}

export interface ActiveSession {
  /** The stored hash, which names a session in the revoke form: it cannot be used as a cookie. */
  key: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  current: boolean;
}

/** This admin's sessions that have not expired, the most recently used first. */
export async function activeSessions(adminId: number, currentToken: string, now = new Date()): Promise<ActiveSession[]> {
  const rows = await db()
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        gte(adminSessions.createdAt, new Date(now.getTime() - sessionAbsoluteMs)),
        gte(adminSessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt));
  const currentKey = hashToken(currentToken);
  return rows.map((row) => ({
    key: row.idHash,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    userAgent: row.userAgent,
    current: row.idHash === currentKey,
  }));
}

/**
 * Ends one of this admin's other sessions (the current one ends by signing out); another admin's
 * key ends nothing. Returns the ended session, if any.
 */
export async function revokeSession(adminId: number, key: string, currentToken: string) {
  const [ended] = await db()
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), eq(adminSessions.idHash, key), ne(adminSessions.idHash, hashToken(currentToken))))
    .returning({ userAgent: adminSessions.userAgent, createdAt: adminSessions.createdAt });
  return ended;
}

/** Ends every session of this admin but the one making the request; returns how many ended. */
export async function revokeOtherSessions(
  adminId: number,
  currentToken: string,
  runner: Pick<ReturnType<typeof db>, "delete"> = db(),
): Promise<number> {
  const ended = await runner
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.idHash, hashToken(currentToken))))
    .returning({ key: adminSessions.idHash });
  return ended.length;
}

/**
 * Ends every session of this admin (a password reset, a sign-out everywhere, a removal) and
 * revokes their device cookies, so no browser keeps its place in the sign-in's limits; returns
 * how many sessions ended. Inside `runner`'s transaction when given.
 */
export async function revokeAllSessions(
  adminId: number,
  runner: Pick<ReturnType<typeof db>, "delete" | "update"> = db(),
  now = new Date(),
): Promise<number> {
  const ended = await runner.delete(adminSessions).where(eq(adminSessions.adminId, adminId)).returning({ key: adminSessions.idHash });
  await runner.update(admins).set({ devicesRevokedAt: now }).where(eq(admins.id, adminId));
  return ended.length;
}
