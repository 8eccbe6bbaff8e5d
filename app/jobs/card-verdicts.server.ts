import { dealVerdict, type DealVerdict } from "~/eligibility/deal-verdicts";
import type { IssuerRule } from "~/eligibility/rules";
import { businessDay } from "~/lib/calendar-day";
import { walletContent, type PointsNames } from "~/wallet/content.server";
import type { Wallet } from "~/wallet/wallet-csv";
import { cardHistoryOf } from "~/wallet/wallet-use";

/*
 * A signed-in visitor's wallet judged by the issuers' rules, for the pages that show deals
 * (issue 31). It lives with the other composition (decision 040): a domain may not read another,
 * and a function in one route module cannot be shared with another route.
 */

export interface MemberVerdict extends DealVerdict {
  member: string;
}

/**
 * Each household member's verdict on the card a deal offers: whether they can get it and its
 * bonus now, or from when. The sentences say "You" to a one-person wallet and name each member of
 * a household. Empty when the card catalogue does not list the deal's card, or nobody is in the wallet.
 */
export function dealVerdicts(
  wallet: Wallet,
  slug: string,
  catalog: PointsNames,
  rules: readonly IssuerRule[],
  today = businessDay(),
): MemberVerdict[] {
  const { products } = walletContent(catalog);
  return wallet.members.flatMap(({ name }) => {
    const subject = wallet.members.length === 1 ? "You" : name;
    const answer = dealVerdict(subject, cardHistoryOf(wallet, name, products), slug, products, rules, today);
    return answer ? [{ member: name, ...answer }] : [];
  });
}
