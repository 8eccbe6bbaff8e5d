import { data, redirect } from "react-router";
import { newsletterFlashForm } from "~/newsletter/form-state.server";
import { subscribe } from "~/newsletter/subscribe.server";
import { enhancedField, sectionAnchor } from "~/newsletter/subscribe-form";
import { redirectWithFlash } from "~/notices/flash.server";
import { requestInfoContext } from "~/request-context";
import type { Route } from "./+types/newsletter";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, cacheable: true });

/** The subscribe action of the section and the popup; a plain visit goes to the section. */
export function loader() {
  return redirect(`/${sectionAnchor}`);
}

/**
 * With JavaScript the form posts through a fetcher and gets the outcome as data (no reload);
 * without it, post/redirect/get back to the section with the notice, keeping what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { ip } = context.get(requestInfoContext);
  const outcome = await subscribe(form, ip);
  if (form.get(enhancedField) === "1") {
    return data(outcome.ok ? outcome : { ...outcome, email: undefined }, { status: outcome.ok ? 200 : outcome.status });
  }
  const typed = outcome.ok ? undefined : newsletterFlashForm({ email: outcome.email, fieldError: outcome.fieldError });
  return redirectWithFlash(context, `/${sectionAnchor}`, { notice: outcome.notice, form: typed });
}
