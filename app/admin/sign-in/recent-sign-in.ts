import { recentAuthenticationMinutes } from "../factors/factor-intents";
import { safeRedirect } from "./login-form";

/** The page that asks for the password again before a sensitive action. */
export const confirmPagePath = "/admin/confirm";

export const recentSignInMessages = {
  needed: "This action changes who can sign in or what leaves the site: enter your password, then do it again.",
  confirmed: `For the next ${recentAuthenticationMinutes} minutes this browser can do it without asking again.`,
} as const;

/** Where the confirm page may send the admin back to: an admin page, or the home page (its Admin toggle). */
export function confirmReturnPath(target: string | null | undefined): string {
  return target === "/" ? "/" : safeRedirect(target);
}
