/**
 * Runs `work` and answers no sooner than `minimumMs` after it started, whether it succeeded or
 * threw: a request whose work differs with a secret (does this address have an account?) then
 * takes the same time either way, as long as the work fits within the minimum.
 */
export async function takeAtLeast<T>(minimumMs: number, work: () => Promise<T>, now = () => Date.now()): Promise<T> {
  const started = now();
  const wait = async () => {
    const left = started + minimumMs - now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  };
  try {
    const result = await work();
    await wait();
    return result;
  } catch (error) {
    await wait();
    throw error;
  }
}
