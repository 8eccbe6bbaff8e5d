export interface EventuallyOptions {
  /**
   * Generous on purpose: a busy machine is slow, not wrong, and a passing probe returns at once.
   * The default ends inside Vitest's 30-second test timeout, so the failure says what was missing.
   */
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Asks `probe` until it returns something other than undefined, and returns that: for work the
 * server finishes after its answer (a cache fill, a job, a publish). After `timeoutMs` it fails
 * with `what` and the last thing `describe` says, so a failure tells what was still missing.
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  { timeoutMs = 20_000, intervalMs = 50 }: EventuallyOptions = {},
  describe: () => Promise<string> | string = () => "",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) {
      const detail = await describe();
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${detail ? `: ${detail}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
