import { data, type RouterContextProvider } from "react-router";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { requestInfoContext } from "~/request-context";
import { formGuardFieldNames } from "~/security/form-guard";
import { checkFormGuard, formStamp } from "~/security/form-guard.server";
import { isSubmitted, submitConciergeRequest } from "./requests.server";
import { parseRequest } from "./request-schema";
import { prefillFromQuery, type RequestErrors, type RequestValues } from "./request-values";
import { requestReceivedPath, requestSuccessTitle } from "./request-form-text";
import { submissionKey } from "./submission-key.server";
import { type WalletSnapshot } from "~/lib/wallet-snapshot";
import { attachWalletTicked } from "~/lib/wallet-offer";

/**
 * Requests allowed per hour: more from one connection (a family or an office shares one), fewer
 * for one email address (nobody needs to ask for more than a few trips an hour).
 */
export const requestRateLimits = {
  perAddress: { limit: 10, windowMs: 60 * 60 * 1000 },
  perEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
};

/**
 * Nothing here is personal: the booking form is served from the page cache, one copy per query
 * string for every visitor (decision 033).
 */
export interface RequestFormData {
  values: RequestValues;
  formStamp: string;
}

/** What the action answers when it refuses: messages, a form-level reason, and everything typed. */
export interface RequestActionData extends RequestFormData {
  errors: RequestErrors;
  refusal?: string;
  /** The wallet box as posted, so a refused form comes back as the visitor left it. */
  attachWallet: boolean;
}

/**
 * The signed-in visitor's wallet, read by the route from the database (decision 074); called only
 * when the box is ticked and the request is stored. Undefined for an anonymous visitor.
 */
export type LeadWallet = () => Promise<WalletSnapshot | undefined>;

/** A blank form (trip fields from the query string), stamped with the time it was rendered. */
export function requestFormLoader(request: Request): RequestFormData {
  return { values: prefillFromQuery(new URL(request.url).searchParams), formStamp: formStamp() };
}

/**
 * Validates with the form's own schema, then the spam guard, then stores the request and its two
 * emails together and redirects to the confirmation (post/redirect/get). A repeated post of the
 * same form (a double click without JavaScript: same stamp, same fields) lands on the same
 * confirmation and stores nothing.
 */
export async function conciergeRequestAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  leadWallet: LeadWallet = async () => undefined,
) {
  const form = await request.formData();
  const submission = parseRequest(form);
  const attachWallet = attachWalletTicked(form);
  const refuse = (errors: RequestErrors, refusal?: string, status = 400) =>
    data<RequestActionData>({ values: submission.posted, errors, refusal, formStamp: formStamp(), attachWallet }, { status });
  if (!submission.ok) return refuse(submission.errors);

  const received = () => redirectWithNotice(context, requestReceivedPath, successNotice(requestSuccessTitle));
  const stamp = form.get(formGuardFieldNames.stamp);
  const key = submissionKey(typeof stamp === "string" ? stamp : "", submission.value);
  if (await isSubmitted(key)) return received();

  const guard = await guardRequest(form, context.get(requestInfoContext).ip, submission.value.email);
  if (!guard.ok) return refuse({}, guard.message, guard.reason === "rateLimited" ? 429 : 400);

  // Consent is the box ticked on this post; the wallet itself never comes from the post.
  await submitConciergeRequest(submission.value, key, attachWallet ? await leadWallet() : undefined);
  return received();
}

/** The spam guard with its two limits; the second call repeats only the cheap stamp checks and one lookup. */
async function guardRequest(form: FormData, ip: string, email: string) {
  const byAddress = await checkFormGuard(form, { form: "concierge", client: ip, rateKeys: [`ip:${ip}`], ...requestRateLimits.perAddress });
  if (!byAddress.ok) return byAddress;
  return checkFormGuard(form, { form: "concierge", client: ip, rateKeys: [`email:${email}`], ...requestRateLimits.perEmail });
}
