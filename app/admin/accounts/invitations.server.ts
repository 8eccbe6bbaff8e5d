import { noticeEveryAdmin } from "./account-notices.server";
import { and, asc, eq, gt, isNull, max } from "drizzle-orm";
import { db } from "~/db/database.server";
import { adminAuditEntries, adminLinkTokens, admins } from "~/db/schema";
import { transactionWithEmail } from "~/email/outbox.server";
import { normaliseEmail } from "./accounts.server";
import { invitationEmail } from "./account-emails";
import { invitationPath } from "./account-links";
import { recordAudit } from "../audit/audit.server";
import { consumeLink, findValidLink, issueLink } from "./one-time-links.server";
import { hashPassword } from "./password.server";
import { checkNewPassword } from "./password-strength.server";
import { revokeAllSessions, type AdminIdentity } from "../sign-in/sessions.server";

/** The admins page shows at most this many admins and this many open invitations. */
export const maxListed = 100;

/** Every admin with when they were created and last signed in (from the audit log), oldest first. */
export async function listAdmins() {
  const lastSignIn = db()
    .select({ adminId: adminAuditEntries.adminId, at: max(adminAuditEntries.at).as("last_at") })
    .from(adminAuditEntries)
    .where(eq(adminAuditEntries.kind, "sign-in"))
    .groupBy(adminAuditEntries.adminId)
    .as("last_sign_in");
  return db()
    .select({ id: admins.id, email: admins.email, createdAt: admins.createdAt, lastSignInAt: lastSignIn.at })
    .from(admins)
    .leftJoin(lastSignIn, eq(lastSignIn.adminId, admins.id))
    .orderBy(asc(admins.createdAt), asc(admins.id))
    .limit(maxListed);
}

/** Invitations not yet accepted and not expired, the newest last. */
export function openInvitations(now = new Date()) {
  return db()
    .select({
      id: adminLinkTokens.id,
      email: adminLinkTokens.email,
      invitedBy: adminLinkTokens.invitedBy,
      expiresAt: adminLinkTokens.expiresAt,
    })
    .from(adminLinkTokens)
    .where(and(eq(adminLinkTokens.kind, "invitation"), isNull(adminLinkTokens.usedAt), gt(adminLinkTokens.expiresAt, now)))
    .orderBy(asc(adminLinkTokens.id))
    .limit(maxListed);
}

/**
 * Invites `emailInput` to be an admin: a link valid 7 days, sent through the outbox. An earlier
 * invitation to the same address stops working. An address that already has an account is refused.
 */
export async function inviteAdmin(emailInput: string, invitedBy: AdminIdentity): Promise<"sent" | "exists"> {
  const email = normaliseEmail(emailInput);
  return transactionWithEmail(async (tx, outbox) => {
    const [existing] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
    if (existing) return "exists";
    await tx
      .delete(adminLinkTokens)
      .where(and(eq(adminLinkTokens.kind, "invitation"), eq(adminLinkTokens.email, email), isNull(adminLinkTokens.usedAt)));
    const token = await issueLink(tx, "invitation", { email, invitedBy: invitedBy.email });
    await outbox.queue(invitationEmail(email, invitedBy.email, invitationPath(token)));
    return "sent";
  });
}

/** Withdraws an open invitation: its link stops working. Answers the address, or nothing if it was no longer open. */
export async function cancelInvitation(id: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) return undefined;
  const [cancelled] = await db()
    .delete(adminLinkTokens)
    .where(and(eq(adminLinkTokens.id, id), eq(adminLinkTokens.kind, "invitation"), isNull(adminLinkTokens.usedAt)))
    .returning({ email: adminLinkTokens.email });
  return cancelled?.email ?? undefined;
}

/** The address an invitation is for, while the link is unused and unexpired (the invitation page's form). */
export async function invitationEmailFor(token: string | null | undefined): Promise<string | undefined> {
  return (await findValidLink("invitation", token))?.email ?? undefined;
}

export type AcceptResult =
  { ok: true; email: string } | { ok: false; reason: "expired" | "exists" } | { ok: false; reason: "weak"; message: string };

/**
 * Creates the invited admin with the password they chose (checked like every new password), and
 * uses the link up in the same transaction. No session is created: they sign in next.
 */
export async function acceptInvitation(token: string, password: string, ip: string): Promise<AcceptResult> {
  const email = await invitationEmailFor(token);
  if (!email) return { ok: false, reason: "expired" };
  const verdict = await checkNewPassword(password, email);
  if (!verdict.ok) return { ok: false, reason: "weak", message: verdict.reason };

  const passwordHash = await hashPassword(password);
  const result = await db().transaction(async (tx) => {
    const link = await consumeLink(tx, "invitation", token);
    if (!link || link.email !== email) return { ok: false, reason: "expired" } as const;
    const [created] = await tx
      .insert(admins)
      .values({ email, passwordHash })
      .onConflictDoNothing({ target: admins.email })
      .returning({ id: admins.id, email: admins.email });
    return created ? ({ ok: true, admin: created } as const) : ({ ok: false, reason: "exists" } as const);
  });
  if (!result.ok) return result;
  await recordAudit({ kind: "invitation-accepted", summary: "Accepted an invitation and chose a password", admin: result.admin, ip });
  await noticeEveryAdmin(`${email} accepted an invitation and is now an admin.`, ip);
  return { ok: true, email };
}

export type RemoveResult = { ok: true; email: string; sessionsEnded: number } | { ok: false; reason: "unknown" | "last" };

/**
 * Removes an admin and ends their sessions. Every admin row is locked first, so two admins
 * removing each other at the same moment cannot leave the site without one: the last admin stays.
 */
export async function removeAdmin(id: number): Promise<RemoveResult> {
  return db().transaction(async (tx) => {
    const all = await tx.select({ id: admins.id, email: admins.email }).from(admins).for("update");
    const target = all.find((admin) => admin.id === id);
    if (!target) return { ok: false, reason: "unknown" } as const;
    if (all.length <= 1) return { ok: false, reason: "last" } as const;
    const sessionsEnded = await revokeAllSessions(id, tx);
    await tx.delete(admins).where(eq(admins.id, id));
    return { ok: true, email: target.email, sessionsEnded } as const;
  });
}

/**
 * Signs another admin out of every browser (a lost laptop, a shared computer). Their password and
 * factors stay; they can sign in again. Answers their address and how many sessions ended.
 */
export async function signOutAdminEverywhere(id: number): Promise<{ email: string; sessionsEnded: number } | undefined> {
  const target = Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? await findAdmin(id) : undefined;
  if (!target) return undefined;
  return { email: target.email, sessionsEnded: await revokeAllSessions(target.id) };
}

/** One admin by id, for the removal's confirmation page. */
export async function findAdmin(id: number) {
  const [admin] = await db().select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.id, id));
  return admin;
}

/** How many admins there are, capped: the page only needs to know whether there is more than one. */
export async function adminCount(): Promise<number> {
  return (await db().select({ id: admins.id }).from(admins).limit(2)).length;
}
