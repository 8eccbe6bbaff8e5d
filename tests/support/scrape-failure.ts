import { expect } from "vitest";
import { ScrapeError } from "~/transfer-bonuses/firecrawl.server";

/** The message a scrape failed with; fails the test if it did not fail with a ScrapeError. */
export async function scrapeFailure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ScrapeError);
  return (error as ScrapeError).message;
}
