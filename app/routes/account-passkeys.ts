import { data, redirect, type RouterContextProvider } from "react-router";
import { passkeyIntents, passkeyMessages } from "~/account/passkey-forms";
import { passkeyNameSchema, passkeyRemoveSchema } from "~/account/passkey-schemas.server";
import { addVisitorPasskey, removeVisitorPasskey } from "~/account/passkeys.server";
import { accountPath } from "~/account/paths";
import { requireVisitor } from "~/account/signed-in.server";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithFlash, redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice, successNotice } from "~/notices/notice";
import { requestInfoContext } from "~/request-context";
import { postedPasskeyResponse } from "~/security/webauthn.server";
import type { Route } from "./+types/account-passkeys";

// The visitor's own session guards it, as the account page.
export const handle = routePolicy({ public: true });

const passkeysSection = `${accountPath}#passkeys`;

/** The forms post here; a plain visit goes to the account page's passkeys. */
export function loader() {
  return redirect(passkeysSection);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { secure, siteUrl } = context.get(requestInfoContext);
  const visitor = await requireVisitor(request, secure);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === passkeyIntents.add) {
    const submission = parseSubmission(form, passkeyNameSchema);
    if (!submission.ok) return addRefused(context, submission.posted.name, submission.errors.name ?? passkeyMessages.nameMissing);
    const added = await addVisitorPasskey(visitor, submission.value.name, postedPasskeyResponse(form), siteUrl);
    if (!added.ok) return addRefused(context, submission.value.name, passkeyMessages[added.reason]);
    return redirectWithNotice(
      context,
      passkeysSection,
      successNotice("Passkey added", `"${submission.value.name}" signs you in from now on, with no emailed code.`),
    );
  }
  if (intent === passkeyIntents.remove) {
    const submission = parseSubmission(form, passkeyRemoveSchema);
    const name = submission.ok ? await removeVisitorPasskey(visitor.accountId, submission.value.passkey) : undefined;
    if (name === undefined)
      return redirectWithNotice(context, passkeysSection, destructiveNotice("Not removed", "That passkey was already gone."));
    return redirectWithNotice(context, passkeysSection, successNotice("Passkey removed", `"${name}" no longer signs you in.`));
  }
  throw data("Unknown action", { status: 400 });
}

/** Back to the account page with the name typed and the reason beside the field. */
function addRefused(context: Readonly<RouterContextProvider>, name: string, error: string) {
  return redirectWithFlash(context, passkeysSection, {
    notice: destructiveNotice("Passkey not added", error),
    form: { id: passkeyIntents.add, fields: { name, error } },
  });
}
