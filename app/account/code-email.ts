import type { EmailContent } from "~/email/template";
import { codeValidMinutes } from "./sign-in-code";

/** The sign-in email: the code, how long it works, and that it is safe to ignore. */
export function signInCodeEmail(code: string, codePageUrl: string): { subject: string; content: EmailContent } {
  return {
    subject: "Your sign-in code",
    content: {
      heading: `Your code: ${code}`,
      paragraphs: [
        `Type ${code} on the sign-in page to sign in to your Pointwise account. It works once, within ${codeValidMinutes} minutes.`,
        "If this email address has no account yet, signing in creates one.",
      ],
      action: { label: "Open the sign-in page", url: codePageUrl },
      footnotes: ["If you did not ask to sign in, you can ignore this email: nobody can sign in without the code."],
    },
  };
}
