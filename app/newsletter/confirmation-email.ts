import type { EmailContent } from "~/email/template";
import { formatLongDate } from "~/lib/format-date";
import { localPart } from "./email-address";

/** How long a confirmation link works; unconfirmed subscriptions are deleted after the same time. */
export const confirmationValidDays = 7;

/** Why an address that unsubscribed or was erased is asked to confirm even without double opt-in. */
export const leftBeforeParagraph =
  "This address left our list earlier, so we will not send it anything again unless you confirm that you want to subscribe.";

export const confirmationSubject = "Confirm your Pointwise subscription";

/**
 * The double opt-in email: one link that confirms, and what happens if it is ignored. The free
 * guide is in the welcome email that follows the confirmation, not here.
 */
export function confirmationEmailContent(input: {
  to: string;
  requestedAt: Date;
  confirmUrl: string;
  validDays: number;
  /** The address left the list before: it is only added back once its owner confirms. */
  leftBefore?: boolean;
}): {
  subject: string;
  content: EmailContent;
} {
  return {
    subject: confirmationSubject,
    content: {
      heading: `Hi ${localPart(input.to)},`,
      paragraphs: [
        `Someone, hopefully you, asked on ${formatLongDate(input.requestedAt)} to receive the Pointwise newsletter at this address.`,
        ...(input.leftBefore ? [leftBeforeParagraph] : []),
        `Please confirm with the button below (the link works for ${input.validDays} days). Your welcome email with the free guide follows right after.`,
      ],
      action: { label: "Confirm my subscription", url: input.confirmUrl },
      footnotes: [
        `If you did not ask for this, ignore this email: you will not be subscribed, and the address is deleted after ${input.validDays} days.`,
      ],
    },
  };
}
