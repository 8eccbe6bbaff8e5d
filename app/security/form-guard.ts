/** Names of the two hidden fields every public form carries (see form-guard.server.ts). */
export const formGuardFieldNames = {
  /** Left empty by people; bots that fill every input give themselves away. */
  honeypot: "website",
  /** A signed time stamp of when the form was rendered. */
  stamp: "formStamp",
} as const;

/**
 * Where a form gets a fresh stamp, never cached: a form on a page from the page cache carries the
 * stamp of when that copy was rendered, and swaps it for this one when the page hydrates.
 */
export const formStampPath = "/api/form-stamp";

/** Why a public form post was refused, in words a visitor understands. */
export const formGuardMessages = {
  honeypot: "Your submission looked automated and was not sent. Please clear the hidden Website field and try again.",
  tooFast: "That was quicker than a person can fill in this form. Please check your details and send it again.",
  expired: "This form was open for too long. Please send it again.",
  rateLimited: "Too many submissions from your connection. Please wait a few minutes and try again.",
} as const;

export type FormGuardRefusal = keyof typeof formGuardMessages;
