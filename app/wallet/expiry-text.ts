import { formatIsoDate } from "~/lib/format-date";
import type { ExpiryAnswer } from "./expiry";
import type { ExpiryRule } from "./expiry-rules";

/**
 * An expiry answer in the words the wallet shows: a short headline, one line on why, and the rule's
 * source with the day it was checked (a fact the site publishes shows where it came from). The
 * visitor's own date is marked as theirs, so it is never mistaken for the site's.
 */
export interface ExpiryText {
  headline: string;
  reason: string;
  /** Whether the date is the visitor's own. */
  own: boolean;
  source: { url: string; host: string; checked: string } | null;
}

function sourceOf(rule: ExpiryRule | null): ExpiryText["source"] {
  if (!rule) return null;
  return { url: rule.source, host: new URL(rule.source).hostname.replace(/^www\./, ""), checked: formatIsoDate(rule.checked) };
}

export function expiryText(answer: ExpiryAnswer): ExpiryText {
  const source = sourceOf(answer.rule);
  switch (answer.kind) {
    case "never":
      return { headline: "Never expires", reason: "Points in this program do not expire.", own: false, source };
    case "date":
      if (answer.basis === "override")
        return {
          headline: `Expires ${formatIsoDate(answer.date)}`,
          reason: "Your own date: it wins over the program's rule.",
          own: true,
          source: null,
        };
      return {
        headline: `Expires ${formatIsoDate(answer.date)}`,
        reason: `After ${answer.rule.months} months without activity, counted from ${
          answer.countedFrom === "as-of" ? "the date of this balance" : "your last activity"
        }. What counts: ${answer.rule.activity}`,
        own: false,
        source,
      };
    case "while-card-open":
      return answer.open
        ? {
            headline: "Kept while a card is open",
            reason: "An open card in this wallet earns them, which keeps them from expiring.",
            own: false,
            source,
          }
        : {
            headline: "Kept only while a card earning them is open",
            reason: "No open card in this wallet earns them: use or move them before the last such card closes.",
            own: false,
            source,
          };
    case "unknown":
      return answer.reason === "no-rule"
        ? { headline: "Unknown", reason: "We have not found a source for this program's expiry rule yet.", own: false, source }
        : {
            headline: "Unknown",
            reason: `Each point expires ${answer.rule?.kind === "fixed" ? `${answer.rule.months} months` : "a fixed time"} after it was earned, and a balance does not say when. Add your own date if you know it.`,
            own: false,
            source,
          };
  }
}
