import { findAdminByEmail } from "../accounts/accounts.server";
import { recordAudit } from "../audit/audit.server";
import { removeAllFactors } from "./factors.server";
import { revokeAllSessions } from "../sign-in/sessions.server";

/**
 * The way back in for an admin who lost their second factor (and their recovery codes): every
 * factor and recovery code of the account goes, every session ends, and the audit log says so.
 * The password stays; the owner adds a new factor after signing in.
 */
export async function removeFactorsFromCommandLine(email: string): Promise<{ factors: number; sessions: number } | "unknown"> {
  const admin = await findAdminByEmail(email);
  if (!admin) return "unknown";
  const factors = await removeAllFactors(admin.id);
  const sessions = await revokeAllSessions(admin.id);
  await recordAudit({
    kind: "factor-removed",
    summary: `Every second factor removed from the command line (${factors === 1 ? "1 factor" : `${factors} factors`}, recovery codes too); ${sessions === 1 ? "1 session" : `${sessions} sessions`} ended`,
    admin: { id: admin.id, email: admin.email },
    details: { factorsRemoved: factors, sessionsEnded: sessions },
  });
  return { factors, sessions };
}
