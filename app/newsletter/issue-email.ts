import type { EmailContent } from "~/email/template";

/**
 * An issue as an email. The outbox's template renders plain paragraphs (escaped in HTML), so
 * the markdown's blocks become paragraphs and its link syntax is shown as written.
 */
export function issueEmailContent(input: { subject: string; body: string; unsubscribeUrl: string }): EmailContent {
  const paragraphs = input.body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "");
  return {
    heading: input.subject,
    paragraphs,
    footnotes: [
      "You receive this because you subscribed to the Pointwise newsletter.",
      `Unsubscribe with one click: ${input.unsubscribeUrl}`,
    ],
  };
}
