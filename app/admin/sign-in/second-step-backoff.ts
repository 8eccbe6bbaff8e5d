/**
 * Wrong second-step codes in a row back off (issue 29 item 10): the first two are typos and cost
 * nothing, then each one pauses the account's second step twice as long as the one before, from
 * 30 seconds up to an hour. A right code ends the streak.
 */
export const freeWrongCodes = 2;
export const firstPauseSeconds = 30;
export const longestPauseSeconds = 60 * 60;
/** After this many wrong codes in a row the admin is emailed: whoever typed them had the password. */
export const wrongCodesBeforeEmail = 5;

/** How long the second step waits after the `streak`-th wrong code in a row. */
export function pauseAfterWrongCodes(streak: number): number {
  if (streak <= freeWrongCodes) return 0;
  return Math.min(longestPauseSeconds, firstPauseSeconds * 2 ** (streak - freeWrongCodes - 1));
}
