import { cachedRead } from "~/cache/cached-read.server";
import type { DealCardData } from "./deal-card";
import type { FeaturedCardData } from "./featured-card";
import { listPublishedDeals } from "./deals.server";
import { featuredDeals, recentDeals } from "./rules";

type ListedDeal = DealCardData & FeaturedCardData & { signupBonusAmount: number | null; pointsCurrency: string | null };

/** Only what list pages show, so no write-up travels to the browser unused; built once per content version. */
export const listDealCards: () => Promise<readonly ListedDeal[]> = cachedRead(async () => {
  const deals = await listPublishedDeals();
  return deals.map(
    ({ slug, title, date, issuer, cardName, excerpt, dealScore, signupBonusAmount, bonusUnit, annualFee, pointsCurrency }) => ({
      slug,
      title,
      date,
      issuer,
      cardName,
      excerpt,
      dealScore,
      signupBonusAmount,
      bonusUnit,
      annualFee,
      pointsCurrency,
    }),
  );
});

export const homeDeals = cachedRead(async () => {
  const deals = await listDealCards();
  return { featured: featuredDeals(deals), recent: recentDeals(deals) };
});
