import type { EmailContent } from "~/email/template";
import type { BonusUnit } from "./deal";
import { thresholdText } from "./offer-watch";

export interface WatchedDeal {
  slug: string;
  cardName: string;
}

export const alertsPagePath = "/account/alerts";

/** The one email a stranger's request sends: nothing is watched for an address until its owner clicks. */
export function watchConfirmationEmail(input: { deal: WatchedDeal; threshold: number; unit: BonusUnit; confirmUrl: string }): {
  subject: string;
  content: EmailContent;
} {
  const amount = thresholdText(input.threshold, input.unit);
  return {
    subject: `Confirm your alert for the ${input.deal.cardName}`.slice(0, 200),
    content: {
      heading: "Confirm your card-offer alert",
      paragraphs: [
        `Someone, probably you, asked us to email this address when the ${input.deal.cardName}'s welcome bonus reaches ${amount}.`,
        "Click the button to confirm. The link works for 7 days.",
      ],
      action: { label: "Confirm my alert", url: input.confirmUrl },
      footnotes: ["If this was not you, ignore this email: nothing is sent to you without the click."],
    },
  };
}

/** The alert: the card, the bonus now and before, and how to stop with one click. */
export function offerAlertEmail(input: {
  deal: WatchedDeal;
  threshold: number;
  unit: BonusUnit;
  welcomeBonus: string;
  minSpend: string;
  annualFee: string;
  stopUrl: string;
}): { subject: string; content: EmailContent } {
  const { deal } = input;
  return {
    subject: `${deal.cardName}: the bonus is now ${input.welcomeBonus}`.slice(0, 200),
    content: {
      heading: `${deal.cardName}: ${input.welcomeBonus}`,
      paragraphs: [
        `You asked us to email you when this card's welcome bonus reached ${thresholdText(input.threshold, input.unit)}. It has.`,
        "Offers change without notice: check the terms on the issuer's page before you apply.",
      ],
      fields: [
        { label: "Welcome bonus", value: input.welcomeBonus },
        { label: "Spend requirement", value: input.minSpend },
        { label: "Annual fee", value: input.annualFee },
      ],
      action: { label: "See the deal", url: `/deals/${deal.slug}` },
      footnotes: [
        "You receive this because you asked for an email when this card's bonus reached your amount. We write again only if it falls below it and comes back.",
        `Stop this alert with one click: ${input.stopUrl}`,
      ],
    },
  };
}
