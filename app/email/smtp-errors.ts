/**
 * Whether a failed SMTP delivery is worth trying again. A 5xx reply is the receiving server's
 * final word (unknown mailbox, policy rejection); connection problems, time-outs and 4xx replies
 * (greylisting, a full queue) usually pass.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** What the admin sees for a failed attempt: the server's reply, or the error's message. */
export function describeSmtpFailure(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  const text = typeof response === "string" && response ? response : typeof message === "string" ? message : String(error);
  return text.slice(0, 1000);
}
