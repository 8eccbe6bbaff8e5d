import { redirect } from "react-router";
import { requestVisitor } from "~/account/account.server";
import { findPublishedDeal } from "~/deals/deals.server";
import { offerWatchFormId } from "~/deals/offer-watch-form";
import { watchAsAccount, watchByEmail, type WatchOutcome } from "~/deals/offer-watches.server";
import { redirectWithFlash } from "~/notices/flash.server";
import { destructiveNotice, successNotice } from "~/notices/notice";
import { checkFormGuard } from "~/security/form-guard.server";
import { formGuardMessages } from "~/security/form-guard";
import { hit } from "~/security/rate-limit.server";
import { routePolicy } from "~/lib/route-policy";
import { requestInfoContext } from "~/request-context";
import { offerWatchMessages, readWatchRequest, thresholdText } from "~/deals/offer-watch";
import type { Route } from "./+types/deal-watch";

export const handle = routePolicy({ public: true });

const hourMs = 60 * 60 * 1000;
/** Requests from one connection per hour, and confirmation emails one address can be sent. */
export const watchPostsPerIpPerHour = 30;
export const watchPostsPerAddressPerHour = 5;

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/deals/${params.id}`);
}

/**
 * The deal page's "Tell me when" form (post/redirect/get): the spam guard, the amount (and the
 * address of a visitor who is not signed in), then the watch; back to the deal page with a
 * notice, or with what was typed and the messages.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const deal = await findPublishedDeal(params.id);
  if (!deal) throw new Response("Not found", { status: 404 });
  const back = `/deals/${deal.slug}#offer-watch`;
  const form = await request.formData();
  const visitor = await requestVisitor(request, context);
  const posted = { threshold: String(form.get("threshold") ?? "").slice(0, 40), email: String(form.get("email") ?? "").slice(0, 300) };
  const typed = visitor ? { threshold: posted.threshold } : posted;
  const refuse = (fields: Record<string, string>, title = "Not saved") =>
    redirectWithFlash(context, back, {
      notice: destructiveNotice(title, "Check the form below."),
      form: { id: offerWatchFormId, fields: { ...typed, ...fields } },
    });

  const asked = readWatchRequest(posted, deal, visitor !== undefined);
  if (!asked.ok) {
    const { threshold, email } = asked.errors;
    return refuse({ ...(threshold ? { thresholdError: threshold } : {}), ...(email ? { emailError: email } : {}) });
  }
  const { ip } = context.get(requestInfoContext);
  const guard = await checkFormGuard(form, {
    form: "offer-watch",
    client: ip,
    rateKeys: [ip],
    limit: watchPostsPerIpPerHour,
    windowMs: hourMs,
  });
  if (!guard.ok) return refuse({ thresholdError: guard.message });
  // Each post to an address emails it: a script cannot mail-bomb someone from many connections.
  if (asked.email && (await hit(`form:offer-watch-address:${asked.email}`, hourMs)).count > watchPostsPerAddressPerHour) {
    return refuse({ thresholdError: formGuardMessages.rateLimited });
  }

  const watched = { id: deal.id, slug: deal.slug, cardName: deal.cardName, bonusUnit: deal.bonusUnit };
  const outcome: WatchOutcome = visitor
    ? await watchAsAccount(watched, asked.threshold, { id: visitor.accountId, email: visitor.email })
    : await watchByEmail(watched, asked.threshold, asked.email!);
  if (outcome === "too-many") return refuse({ thresholdError: offerWatchMessages.tooMany });
  const amount = thresholdText(asked.threshold, deal.bonusUnit);
  return redirectWithFlash(context, back, {
    notice:
      outcome === "watching"
        ? successNotice("Alert saved", `We'll email you when the bonus reaches ${amount}.`)
        : successNotice(
            "Check your inbox",
            `Click the link in our email to confirm; then we'll email you when the bonus reaches ${amount}.`,
          ),
  });
}
