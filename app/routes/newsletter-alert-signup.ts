import { redirect } from "react-router";
import { alertSignupFormId } from "~/newsletter/alert-signup-form";
import { subscribeForAlert } from "~/newsletter/alert-signup.server";
import { redirectWithFlash } from "~/notices/flash.server";
import { destructiveNotice } from "~/notices/notice";
import { readCatalog } from "~/points/catalog.server";
import { readCatalogId } from "~/points/query";
import { requestInfoContext } from "~/request-context";
import { routePolicy } from "~/lib/route-policy";
import type { Route } from "./+types/newsletter-alert-signup";

export const handle = routePolicy({ public: true });

export function loader() {
  return redirect("/transfer-partners");
}

/**
 * The partners page's "Email me when a bonus for this starts" form: the currency or program is
 * checked against the catalog, then the subscribe runs; either way the visitor is sent back to
 * the page they were on (post/redirect/get), with the typed address kept after a refusal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const kind = form.get("kind") === "currency" ? "currency" : "program";
  const id = readCatalogId(String(form.get("id") ?? "").slice(0, 100));
  const catalog = await readCatalog();
  const entry = id ? (kind === "currency" ? catalog.currencies : catalog.programs).find((item) => item.id === id) : undefined;
  if (!id || !entry) {
    return redirectWithFlash(context, "/transfer-partners", {
      notice: destructiveNotice("Not saved", "Choose a currency or a program first."),
    });
  }
  const back = `/transfer-partners?${kind}=${id}`;
  const outcome = await subscribeForAlert(form, context.get(requestInfoContext).ip, { kind, id, name: entry.name });
  if (outcome.ok) return redirectWithFlash(context, back, { notice: outcome.notice });
  const fields: Record<string, string> = { email: outcome.email.slice(0, 300) };
  if (outcome.fieldError) fields.error = outcome.fieldError;
  return redirectWithFlash(context, back, { notice: outcome.notice, form: { id: alertSignupFormId, fields } });
}
