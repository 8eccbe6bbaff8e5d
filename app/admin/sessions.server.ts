import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import { db } from "~/db/database.server";
import { adminSessions, admins } from "~/db/schema";
import { sessionAbsoluteMs, sessionIdleMs } from "./session-cookie";

export interface AdminIdentity {
  id: number;
  email: string;
}

/** Writing last-seen on every request would make each admin page a write; a minute is precise enough. */
const touchAfterMs = 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session with a fresh 128-bit id and returns the id for the cookie. */
export async function createSession(adminId: number, now = new Date()): Promise<string> {
  const token = randomBytes(16).toString("base64url");
  await db()
    .insert(adminSessions)
    .values({ idHash: hashToken(token), adminId, createdAt: now, lastSeenAt: now });
  return token;
}

export async function findSessionAdmin(
  token: string,
  now = new Date(),
): Promise<AdminIdentity | undefined> {
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

export async function deleteSession(token: string): Promise<void> {
  await db().delete(adminSessions).where(eq(adminSessions.idHash, hashToken(token)));
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
