/**
 * How long a refusal (a 429) is held before it goes out: a client that waits for each answer
 * (every browser, and most scripts) then sends about one request a second per connection,
 * instead of as many as the server can refuse. A person who meets a limit waits a second more.
 */
export const refusalHoldMs = 1_000;

/** Resolves after `refusalHoldMs`; the timer never keeps the process alive. */
export function holdRefusal(ms = refusalHoldMs): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
