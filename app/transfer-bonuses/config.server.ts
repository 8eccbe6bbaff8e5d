import { defaultFirecrawlApiUrl, defaultTransferBonusSourceUrl } from "~/config/env.server";

/** Where the scraper reads from, set once at start from the environment (and by tests). */
export interface ScraperConfig {
  /** The scraping service's base address (FIRECRAWL_API_URL). */
  firecrawlApiUrl: string;
  /** FIRECRAWL_API_KEY: wins over a key the admin saved. */
  firecrawlApiKey: string | undefined;
  /** The page of current transfer bonuses (TRANSFER_BONUS_SOURCE_URL). */
  sourceUrl: string;
  /** TRANSFER_BONUS_WEBHOOK_SECRET: wins over a secret generated in the admin. */
  webhookSecret: string | undefined;
}

let current: ScraperConfig = {
  firecrawlApiUrl: defaultFirecrawlApiUrl,
  firecrawlApiKey: undefined,
  sourceUrl: defaultTransferBonusSourceUrl,
  webhookSecret: undefined,
};

export function configureScraper(config: Partial<ScraperConfig>): void {
  current = { ...current, ...config };
}

export function scraperConfig(): ScraperConfig {
  return current;
}
