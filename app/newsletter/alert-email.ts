import type { EmailContent } from "~/email/template";
import { formatIsoDate } from "~/lib/format-date";
import { preferencesLine } from "./issue-email";

export interface AlertBonus {
  from: string;
  details: string;
  targeted: boolean;
  startDate: string;
  endDate: string;
}

export const alertFootnote =
  "You receive this because you asked for an email when a transfer bonus starts for a currency or program you chose.";

/** The email a subscriber gets when a bonus they chose is published: what, from when to when, and how to stop. */
export function alertEmailContent(input: { bonus: AlertBonus; preferencesUrl: string; unsubscribeUrl: string }): {
  subject: string;
  content: EmailContent;
} {
  const { bonus } = input;
  return {
    subject: `Transfer bonus: ${bonus.from}, ${bonus.details}`.slice(0, 200),
    content: {
      heading: `${bonus.from}: ${bonus.details}`,
      paragraphs: [
        `It runs from ${formatIsoDate(bonus.startDate)} to ${formatIsoDate(bonus.endDate)}.`,
        ...(bonus.targeted ? ["It is targeted: only some members get it, so check your account for the offer before you transfer."] : []),
        "Transfers cannot be undone: confirm the bonus on your bank's site first.",
      ],
      action: { label: "See every current transfer bonus", url: "/transfer-bonuses" },
      footnotes: [alertFootnote, ...preferencesLine(input.preferencesUrl), `Unsubscribe with one click: ${input.unsubscribeUrl}`],
    },
  };
}
