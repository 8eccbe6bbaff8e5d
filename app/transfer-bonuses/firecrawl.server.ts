import { defaultRetryPolicy, fetchWithRetry, type RetryPolicy } from "./http.server";
import { scrapeMessages, serviceErrorMessage } from "./scrape-messages";

/** A failed scrape, with the message the admin is shown. */
export class ScrapeError extends Error {
  override name = "ScrapeError";
}

export interface FirecrawlTarget {
  /** The service's base address, e.g. https://api.firecrawl.dev. */
  baseUrl: string;
  apiKey: string;
}

/** Tells the service which integration is calling (its scrape body's origin field). */
export const originTag = "pointwise-transfer-bonuses";

const scrapePolicy: RetryPolicy = { timeoutMs: 90_000, ...defaultRetryPolicy };
const keyTestPolicy: RetryPolicy = { timeoutMs: 15_000, ...defaultRetryPolicy };

function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}

async function call(url: string, init: RequestInit, policy: RetryPolicy): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetchWithRetry(url, init, policy);
  } catch {
    throw new ScrapeError(scrapeMessages.connectionFailed);
  }
  const text = await response.text().catch(() => "");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/**
 * Scrapes `pageUrl` through the service's POST /v1/scrape and returns the page as markdown.
 * A 200 answer can still say `success: false`; its own error message is then the failure.
 */
export async function firecrawlScrape(target: FirecrawlTarget, pageUrl: string, policy = scrapePolicy): Promise<string> {
  const { status, body } = await call(
    endpoint(target.baseUrl, "/v1/scrape"),
    {
      method: "POST",
      headers: { Authorization: `Bearer ${target.apiKey}`, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ url: pageUrl, formats: ["markdown"], origin: originTag }),
    },
    policy,
  );
  if (status !== 200) throw new ScrapeError(serviceErrorMessage(status, body));
  const answer = (typeof body === "object" && body !== null ? body : {}) as {
    success?: unknown;
    error?: unknown;
    data?: { markdown?: unknown };
  };
  if (answer.success !== true) {
    throw new ScrapeError(typeof answer.error === "string" && answer.error ? answer.error : scrapeMessages.scrapeFailed);
  }
  if (typeof answer.data?.markdown !== "string") throw new ScrapeError(scrapeMessages.scrapeFailed);
  return answer.data.markdown;
}

/**
 * Whether the service accepts the key, through GET /v1/team/credit-usage: it needs a valid key
 * and spends no credits. A connection failure is thrown, so it is not mistaken for a bad key.
 */
export async function firecrawlKeyWorks(target: FirecrawlTarget, policy = keyTestPolicy): Promise<boolean> {
  const { status, body } = await call(
    endpoint(target.baseUrl, "/v1/team/credit-usage"),
    { method: "GET", headers: { Authorization: `Bearer ${target.apiKey}`, Accept: "application/json" } },
    policy,
  );
  if (status === 401 || status === 403) return false;
  if (status !== 200) throw new ScrapeError(serviceErrorMessage(status, body));
  return typeof body === "object" && body !== null && (body as { success?: unknown }).success === true;
}
