import type { RouterContextProvider } from "react-router";
import { redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice } from "~/notices/notice";
import { adminContext, sessionTokenContext } from "./guard.server";
import { checkPasswordAgain, type PasswordReentry } from "./password-reentry.server";
import { recentSignInMessages, confirmPagePath } from "./recent-sign-in";
import { isRecentlyAuthenticated, markPasswordConfirmed } from "./sessions.server";

/**
 * Sensitive admin actions (issue 29 item 3) need what adding a factor needs (decision 050): a
 * sign-in, or the password typed again, within the last ten minutes in this session. Otherwise
 * the action is refused with a redirect to the "Confirm it is you" page, which comes back to
 * `returnTo`; the action is then done again, so nothing is carried over from the refused post.
 */
export async function requireRecentSignIn(
  context: Readonly<RouterContextProvider>,
  returnTo: string,
  sessionToken = context.get(sessionTokenContext),
): Promise<void> {
  if (await isRecentlyAuthenticated(sessionToken)) return;
  throw redirectWithNotice(
    context,
    `${confirmPagePath}?returnTo=${encodeURIComponent(returnTo)}`,
    destructiveNotice("Enter your password again", recentSignInMessages.needed),
  );
}

/** The password typed again on a confirm form: right, and this session counts as recent for ten minutes. */
export async function confirmThisSession(
  context: Readonly<RouterContextProvider>,
  password: string,
  sessionToken = context.get(sessionTokenContext),
): Promise<PasswordReentry> {
  const again = await checkPasswordAgain(context.get(adminContext).id, password);
  if (again.ok) await markPasswordConfirmed(sessionToken);
  return again;
}
