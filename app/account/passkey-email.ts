import type { EmailContent } from "~/email/template";

/**
 * Sent when a passkey is added: a session cookie taken from the visitor's browser could add one
 * that outlives "Sign out everywhere", and this tells the visitor it happened (decision 072).
 */
export function passkeyAddedEmail(name: string, accountUrl: string): { subject: string; content: EmailContent } {
  return {
    subject: "A passkey was added to your account",
    content: {
      heading: "A passkey was added",
      paragraphs: [`The passkey "${name}" now signs in to your Pointwise account, with no emailed code.`],
      action: { label: "See your passkeys", url: accountUrl },
      footnotes: ["If you did not add it, remove it on your account page and sign out everywhere."],
    },
  };
}
