import { ScrapeError } from "./firecrawl.server";
import { defaultRetryPolicy, fetchWithRetry, type RetryPolicy } from "./http.server";
import { scrapeMessages } from "./scrape-messages";

/** Some sites refuse requests that do not look like a browser's. */
export const browserUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A bonus page is a few hundred kilobytes; anything far larger is not the page we want. */
const maxPageBytes = 5 * 1024 * 1024;

const directPolicy: RetryPolicy = { timeoutMs: 30_000, ...defaultRetryPolicy };

/** Without a scraping-service key: the page's own HTML, fetched as a browser would. */
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
        redirect: "follow",
      },
      policy,
    );
  } catch {
    throw new ScrapeError(scrapeMessages.connectionFailed);
  }
  const declared = Number(response.headers.get("content-length"));
  if (!response.ok || declared > maxPageBytes) {
    await response.body?.cancel();
    throw new ScrapeError(scrapeMessages.scrapeFailed);
  }
  const html = await response.text();
  if (html.length > maxPageBytes) throw new ScrapeError(scrapeMessages.scrapeFailed);
  return html;
}
