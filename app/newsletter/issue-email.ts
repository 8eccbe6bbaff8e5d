import type { EmailContent } from "~/email/template";

/** The line that links a subscriber's bonus-alert choices, in every email the newsletter sends. */
export function preferencesLine(url: string | undefined): string[] {
  return url ? [`Choose which transfer bonuses you get an email about: ${url}`] : [];
}

/**
 * An issue as an email. The outbox's template renders plain paragraphs (escaped in HTML), so
 * the markdown's blocks become paragraphs and its link syntax is shown as written.
 */
export function issueEmailContent(input: { subject: string; body: string; unsubscribeUrl: string; preferencesUrl?: string }): EmailContent {
  const paragraphs = input.body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "");
  return {
    heading: input.subject,
    paragraphs,
    footnotes: [
      "You receive this because you subscribed to the Pointwise newsletter.",
      ...preferencesLine(input.preferencesUrl),
      `Unsubscribe with one click: ${input.unsubscribeUrl}`,
    ],
  };
}
