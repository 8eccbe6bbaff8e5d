import { data } from "react-router";
import { parseSubmission } from "~/lib/form-submission";
import type { Deal } from "../deal";
import { offerAmountText } from "../offer-history";
import { addPastOffer } from "../offer-history.server";
import { pastOfferSchema, type PastOfferActionData, type PastOfferErrors, type PastOfferValues } from "./past-offer-form";

export type PastOfferResult =
  { ok: true; welcomeBonus: string; startedOn: string; source: string } | ReturnType<typeof data<PastOfferActionData>>;

/**
 * Adds the posted past offer to the deal's history (in the deal's bonus unit), or answers 400
 * with the typed values and a message beside each wrong field. The route audits and redirects.
 */
export async function pastOfferAction(form: FormData, deal: Deal, today: string, recordedBy: number | null): Promise<PastOfferResult> {
  const submission = parseSubmission(form, pastOfferSchema(today));
  if (!submission.ok) {
    const pastOffer = { values: submission.posted as PastOfferValues, errors: submission.errors as PastOfferErrors };
    return data<PastOfferActionData>({ pastOffer }, { status: 400 });
  }
  const offer = submission.value;
  const welcomeBonus = offerAmountText(offer.signupBonusAmount, deal.bonusUnit);
  await addPastOffer(deal.id, { ...offer, welcomeBonus, bonusUnit: deal.bonusUnit }, recordedBy);
  return { ok: true, welcomeBonus, startedOn: offer.startedOn, source: offer.source };
}
