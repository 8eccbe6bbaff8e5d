import type { EmailContent } from "~/email/template";
import { accountWarningDays } from "./retention-settings";

/** The retention warning: the account goes in `accountWarningDays` unless its owner signs in once. */
export function accountRetentionEmail(signInUrl: string, months: number): { subject: string; content: EmailContent } {
  return {
    subject: "Your Pointwise account will be deleted",
    content: {
      heading: "Keep your account?",
      paragraphs: [
        `Nobody has signed in to your Pointwise account for ${months} months. We keep unused accounts no longer than that, so in ${accountWarningDays} days we will delete it, with the cards and balances it keeps.`,
        "To keep it, sign in once before then. To let it go, do nothing.",
      ],
      action: { label: "Sign in", url: signInUrl },
    },
  };
}
