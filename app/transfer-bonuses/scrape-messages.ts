/** The admin scraper's messages: the API key step, each way a scrape ends, and copying. */
export const scrapeMessages = {
  emptyKey: "Please enter your Firecrawl API key",
  invalidKey: "Invalid API key. Please check and try again.",
  keySaved: "API key saved and validated successfully",
  scrapeFailed: "Failed to scrape website",
  connectionFailed: "Failed to connect to the scraping service. Please try again.",
  nothingParsed: "No transfer bonuses found. The website structure may have changed.",
  exception: "Failed to scrape and parse transfer bonuses",
  dailyCeiling:
    "Today's ceiling on Firecrawl calls is reached, so the page was not scraped. Raise it on the Transfer Bonus Auto-Updater page or run again after midnight UTC.",
  copied: "Copied",
} as const;

export function foundMessage(count: number): string {
  return `Found ${count} current transfer bonuses`;
}

/** Statuses the spec maps to a message with the code, the server's error and its details. */
const mappedStatuses = new Set([400, 402, 403, 408, 409, 500]);

/** What the admin is told for each error status the scraping service answers with. */
export function serviceErrorMessage(status: number, body: unknown): string {
  if (!mappedStatuses.has(status)) return `An unexpected error occurred while scraping (status ${status}).`;
  const { error, details } = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const reason = typeof error === "string" && error ? error : "no error message";
  const detailText = details === undefined || details === null ? "" : typeof details === "string" ? details : JSON.stringify(details);
  return `Scraping service error ${status}: ${reason}${detailText ? ` (details: ${detailText.slice(0, 300)})` : ""}`;
}
