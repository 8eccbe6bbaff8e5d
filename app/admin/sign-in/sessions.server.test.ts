import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { adminSessions } from "~/db/schema";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "../accounts/accounts.server";
import { sessionAbsoluteMs, sessionIdleMs } from "./session-cookie";
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findSessionAdmin,
  isRecentlyAuthenticated,
  markPasswordConfirmed,
  recentAuthenticationMs,
} from "./sessions.server";

let dispose: () => Promise<void>;
let adminId: number;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  await createAdmin("Owner@Example.com", "a-long-enough-password");
  adminId = (await findAdminByEmail("owner@example.com"))!.id;
});
afterAll(() => dispose());

const minutes = (n: number) => n * 60_000;

describe("admin sessions", () => {
  it("stores only a hash of the 128-bit id", async () => {
    const token = await createSession(adminId);
    expect(Buffer.from(token, "base64url")).toHaveLength(16);
    const rows = await db().select().from(adminSessions);
    expect(rows.some((row) => row.idHash === token)).toBe(false);
    expect(await findSessionAdmin(token)).toEqual({ id: adminId, email: "owner@example.com" });
  });

  it("expires after 30 minutes without use", async () => {
    const start = new Date();
    const token = await createSession(adminId, start);
    expect(await findSessionAdmin(token, new Date(start.getTime() + minutes(29)))).toBeDefined();
    // Use at 29 minutes keeps it alive until 59.
    expect(await findSessionAdmin(token, new Date(start.getTime() + minutes(58)))).toBeDefined();
    expect(await findSessionAdmin(token, new Date(start.getTime() + minutes(58) + sessionIdleMs))).toBeUndefined();
    // Once expired it is gone for good.
    expect(await findSessionAdmin(token, new Date(start.getTime() + minutes(59)))).toBeUndefined();
  });

  it("expires 12 hours after login even when used all along", async () => {
    const start = new Date();
    const token = await createSession(adminId, start);
    let at = start.getTime();
    while (at + minutes(20) < start.getTime() + sessionAbsoluteMs) {
      at += minutes(20);
      expect(await findSessionAdmin(token, new Date(at))).toBeDefined();
    }
    expect(await findSessionAdmin(token, new Date(start.getTime() + sessionAbsoluteMs))).toBeUndefined();
  });

  it("counts as recently authenticated for ten minutes after sign-in, and again after the password is typed", async () => {
    const start = new Date();
    const token = await createSession(adminId, start);
    const other = await createSession(adminId, start);
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(recentAuthenticationMs).toBe(minutes(10));
    expect(await isRecentlyAuthenticated(token, at(minutes(9)))).toBe(true);
    expect(await isRecentlyAuthenticated(token, at(minutes(10)))).toBe(false);

    await markPasswordConfirmed(token, at(minutes(20)));
    expect(await isRecentlyAuthenticated(token, at(minutes(29)))).toBe(true);
    expect(await isRecentlyAuthenticated(token, at(minutes(30)))).toBe(false);
    // The confirmation belongs to that browser's session only.
    expect(await isRecentlyAuthenticated(other, at(minutes(21)))).toBe(false);
    expect(await isRecentlyAuthenticated("not-a-session", start)).toBe(false);
  });

  it("is deleted at logout", async () => {
    const token = await createSession(adminId);
    await deleteSession(token);
    expect(await findSessionAdmin(token)).toBeUndefined();
  });

  it("sweeps expired sessions and keeps live ones", async () => {
    await db().delete(adminSessions);
    const now = new Date();
    await createSession(adminId, new Date(now.getTime() - sessionIdleMs - 1));
    await createSession(adminId, new Date(now.getTime() - sessionAbsoluteMs - 1));
    const live = await createSession(adminId, now);
    await deleteExpiredSessions(now);
    const remaining = await db().select().from(adminSessions).where(eq(adminSessions.adminId, adminId));
    expect(remaining).toHaveLength(1);
    expect(await findSessionAdmin(live, now)).toBeDefined();
  });
});
