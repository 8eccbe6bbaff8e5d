import type { EmailContent } from "~/email/template";
import { formatLongDate } from "~/lib/format-date";
import { localPart } from "./email-address";
import { preferencesLine } from "./issue-email";

export const guidePath = "/guide";
export const guideTitle = "The Points and Miles Starter Guide";

/**
 * The welcome email (greeted by the local part of the address,
 * with the subscription date), plus the free guide and a visible unsubscribe link.
 */
export function welcomeEmailContent(input: { to: string; subscribedAt: Date; unsubscribeUrl: string; preferencesUrl?: string }): {
  subject: string;
  content: EmailContent;
} {
  return {
    subject: `Welcome to Pointwise: your free guide inside`,
    content: {
      heading: `Hi ${localPart(input.to)},`,
      paragraphs: [
        `Thanks for subscribing to the Pointwise newsletter on ${formatLongDate(input.subscribedAt)}.`,
        `${guideTitle} walks you through picking your first travel card, moving points to airline partners and finding award seats. It takes about ten minutes to read.`,
        "From now on you'll hear from us when a card bonus or a transfer bonus is worth acting on, and not otherwise.",
      ],
      action: { label: "Read the free guide", url: guidePath },
      footnotes: [...preferencesLine(input.preferencesUrl), `You can unsubscribe at any time: ${input.unsubscribeUrl}`],
    },
  };
}
