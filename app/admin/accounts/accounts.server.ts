import { eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { admins } from "~/db/schema";
import { recordAudit } from "../audit/audit.server";
import { hashPassword } from "./password.server";
import { minimumPasswordLength } from "~/config/password-policy";
import { retireResetLinks } from "./one-time-links.server";
import { revokeAllSessions } from "../sign-in/sessions.server";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAdminByEmail(email: string) {
  const [row] = await db()
    .select()
    .from(admins)
    .where(eq(admins.email, normaliseEmail(email)));
  return row;
}

/** Whether any admin account exists; until one does, the start log and the login page say how to create it. */
export async function anyAdminExists(): Promise<boolean> {
  const rows = await db().select({ id: admins.id }).from(admins).limit(1);
  return rows.length > 0;
}

/** Creates an admin unless one with that email exists; never changes an existing password. */
export async function createAdmin(email: string, password: string): Promise<"created" | "exists"> {
  if (password.length < minimumPasswordLength) {
    throw new Error(`The password must be at least ${minimumPasswordLength} characters`);
  }
  const passwordHash = await hashPassword(password);
  const inserted = await db()
    .insert(admins)
    .values({ email: normaliseEmail(email), passwordHash })
    .onConflictDoNothing({ target: admins.email })
    .returning({ id: admins.id });
  return inserted.length > 0 ? "created" : "exists";
}

/**
 * Sets a new password for an existing admin from the command line, ends every session of that
 * account (whoever held the old password is signed out) and logs it. The caller checks strength.
 */
export async function resetPasswordFromCommandLine(email: string, password: string): Promise<"reset" | "unknown"> {
  const admin = await findAdminByEmail(email);
  if (!admin) return "unknown";
  await db()
    .update(admins)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(admins.id, admin.id));
  await retireResetLinks(db(), admin.id);
  const ended = await revokeAllSessions(admin.id);
  await recordAudit({
    kind: "password-reset",
    summary: `Password reset from the command line; ${ended === 1 ? "1 session" : `${ended} sessions`} ended`,
    admin: { id: admin.id, email: admin.email },
    details: { sessionsEnded: ended },
  });
  return "reset";
}
