import type { EmailContent } from "~/email/template";

export const accessLinkHours = 24;

/** The self-service email: one link, what it allows, and that it is safe to ignore. */
export function accessLinkEmail(url: string): { subject: string; content: EmailContent } {
  return {
    subject: "Your link to your personal data",
    content: {
      heading: "Your personal data",
      paragraphs: [
        "Someone, probably you, asked for a link to the personal data this site holds for this email address.",
        `The link below lets you download it or ask us to erase it. It works once, within ${accessLinkHours} hours.`,
      ],
      action: { label: "See my data", url },
      footnotes: ["If you did not ask for this, you can ignore this email: nothing happens unless the link is used."],
    },
  };
}
