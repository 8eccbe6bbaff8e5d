import { BodyTooLargeError, guardedFetch, RedirectRefusedError, type RedirectRefusal } from "~/security/guarded-fetch.server";
import { ScrapeError } from "./firecrawl.server";
import { defaultRetryPolicy, fetchWithRetry, type Fetcher, type RetryPolicy } from "./http.server";
import { scrapeMessages } from "./scrape-messages";

/** Some sites refuse requests that do not look like a browser's. */
export const browserUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const megabyte = 1024 * 1024;

/** A bonus page is a few hundred kilobytes; anything far larger is not the page we want. */
const maxPageBytes = 5 * megabyte;

/** A moved page takes a hop or two; a longer chain is a loop or a trap. */
const maxPageRedirects = 5;

/** Per attempt, and it covers the redirects and the whole body. */
const directPolicy: RetryPolicy = { timeoutMs: 30_000, ...defaultRetryPolicy };

const guardedGet: Fetcher = (url, init) => guardedFetch(url, init, { maxRedirects: maxPageRedirects, maxBodyBytes: maxPageBytes });

/**
 * Without a scraping-service key: the page's own HTML, fetched as a browser would, but only
 * from where it should come (see guardedFetch) and only up to a size a bonus page can have.
 */
export async function fetchPageHtml(pageUrl: string, policy = directPolicy): Promise<string> {
  let response: Response;
  try {
    response = await fetchWithRetry(
      pageUrl,
      {
        headers: {
          "User-Agent": browserUserAgent,
          Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
          "Accept-Language": "en-US,en;q=0.9",
        },
      },
      policy,
      guardedGet,
    );
  } catch (error) {
    throw new ScrapeError(failureMessage(error));
  }
  if (!response.ok) throw new ScrapeError(scrapeMessages.scrapeFailed);
  return response.text();
}

/** What the admin's run history says when the page could not be read. */
function failureMessage(error: unknown): string {
  if (error instanceof BodyTooLargeError) return `The source page is larger than ${error.limitBytes / megabyte} MB; stopped reading.`;
  if (error instanceof RedirectRefusedError) return refusalMessage(error.refusal);
  return scrapeMessages.connectionFailed;
}

function refusalMessage(refusal: RedirectRefusal): string {
  switch (refusal.kind) {
    case "not-public":
      return `The source page redirected to ${refusal.host}, which is not a public address; not followed.`;
    case "not-web":
      return `The source page redirected to a ${refusal.protocol} address; not followed.`;
    case "too-many":
      return `The source page redirected more than ${refusal.limit} times; stopped following.`;
  }
}
