/** How long to wait and how often to try again; tests shorten the delays. */
export interface RetryPolicy {
  timeoutMs: number;
  /** Further attempts after the first, on 408, 429 and 5xx answers. */
  retries: number;
  /** The first pause; it doubles each time (a Retry-After header wins, up to 10 s). */
  retryDelayMs: number;
}

export const defaultRetryPolicy: Omit<RetryPolicy, "timeoutMs"> = { retries: 2, retryDelayMs: 1_000 };

const maxRetryAfterMs = 10_000;

export function isRetryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** `fetch`, or another client of the same shape (the direct scrape's guarded one). */
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/**
 * fetch() with a time limit per attempt and bounded retries on answers worth retrying. The
 * last answer is returned whatever its status; a network error or time-out is thrown.
 */
export async function fetchWithRetry(url: string, init: RequestInit, policy: RetryPolicy, send: Fetcher = fetch): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await send(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
    if (!isRetryable(response.status) || attempt >= policy.retries) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, retryDelay(response, policy.retryDelayMs * 2 ** attempt)));
  }
}

function retryDelay(response: Response, fallbackMs: number): number {
  const header = Number(response.headers.get("retry-after"));
  return Number.isFinite(header) && header > 0 ? Math.min(header * 1000, maxRetryAfterMs) : fallbackMs;
}
