import { recordAudit } from "../audit/audit.server";
import { deleteSession, findSessionAdmin } from "./sessions.server";

/** Ends the session behind a cookie and logs who signed out (an expired or unknown one logs nothing). */
export async function signOut(token: string | undefined, ip: string): Promise<void> {
  if (!token) return;
  const admin = await findSessionAdmin(token);
  await deleteSession(token);
  if (admin) await recordAudit({ kind: "sign-out", summary: "Signed out", admin, ip });
}
