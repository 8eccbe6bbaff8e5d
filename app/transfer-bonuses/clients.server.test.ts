import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeBonusSource, validKey, type FakeBonusSource } from "../../tests/support/fake-bonus-source";
import { browserUserAgent, fetchPageHtml } from "./direct.server";
import { firecrawlKeyWorks, firecrawlScrape, originTag } from "./firecrawl.server";
import { parseTransferBonuses } from "./parse";
import { scrapeMessages } from "./scrape-messages";
import { scrapeFailure } from "../../tests/support/scrape-failure";

let fake: FakeBonusSource;
beforeAll(async () => (fake = await startFakeBonusSource()));
afterAll(() => fake.stop());
beforeEach(() => {
  fake.requests.length = 0;
});

const fast = { timeoutMs: 2_000, retries: 2, retryDelayMs: 5 };
const target = () => ({ baseUrl: fake.origin, apiKey: validKey });

describe("firecrawlScrape", () => {
  it("posts the page address, markdown format and origin tag with the bearer key, and returns the markdown", async () => {
    const markdown = await firecrawlScrape(target(), "https://bonuses.example/page", fast);
    expect(parseTransferBonuses(markdown)).toHaveLength(3);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/scrape" });
    expect(request!.headers.authorization).toBe(`Bearer ${validKey}`);
    expect(JSON.parse(request!.body)).toEqual({ url: "https://bonuses.example/page", formats: ["markdown"], origin: originTag });
  });

  it("fails with the service's own message when a 200 answer says success: false", async () => {
    fake.queueScrapeAnswers({ status: 200, body: { success: false, error: "Site blocked by robots.txt" } });
    expect(await scrapeFailure(firecrawlScrape(target(), "https://x.example", fast))).toBe("Site blocked by robots.txt");
    fake.queueScrapeAnswers({ status: 200, body: { success: false } });
    expect(await scrapeFailure(firecrawlScrape(target(), "https://x.example", fast))).toBe(scrapeMessages.scrapeFailed);
  });

  it.each([400, 402, 403, 409])("maps status %i to a message with the code, error and details, without retrying", async (status) => {
    fake.queueScrapeAnswers({ status, body: { success: false, error: "Refused", details: "Because" } });
    expect(await scrapeFailure(firecrawlScrape(target(), "https://x.example", fast))).toBe(
      `Scraping service error ${status}: Refused (details: Because)`,
    );
    expect(fake.requests).toHaveLength(1);
  });

  it.each([408, 500])("retries status %i twice, then maps it", async (status) => {
    const answer = { status, body: { success: false, error: "Try later", details: { attempt: "any" } } };
    fake.queueScrapeAnswers(answer, answer, answer);
    expect(await scrapeFailure(firecrawlScrape(target(), "https://x.example", fast))).toBe(
      `Scraping service error ${status}: Try later (details: {"attempt":"any"})`,
    );
    expect(fake.requests).toHaveLength(3);
  });

  it("recovers when a retry succeeds (429, then 200)", async () => {
    fake.queueScrapeAnswers({ status: 429, body: { success: false, error: "Rate limit exceeded" } });
    expect(parseTransferBonuses(await firecrawlScrape(target(), "https://x.example", fast))).toHaveLength(3);
    expect(fake.requests).toHaveLength(2);
  });

  it("gives the unexpected-error message for other statuses", async () => {
    fake.queueScrapeAnswers({ status: 418, body: { error: "teapot" } });
    expect(await scrapeFailure(firecrawlScrape(target(), "https://x.example", fast))).toBe(
      "An unexpected error occurred while scraping (status 418).",
    );
    expect(await scrapeFailure(firecrawlScrape({ baseUrl: fake.origin, apiKey: "wrong" }, "https://x.example", fast))).toBe(
      "An unexpected error occurred while scraping (status 401).",
    );
  });

  it("gives up on an answer that takes longer than its time limit", async () => {
    const hold = fake.holdScrapes();
    try {
      expect(await scrapeFailure(firecrawlScrape(target(), "https://x.example", { ...fast, timeoutMs: 200 }))).toBe(
        scrapeMessages.connectionFailed,
      );
    } finally {
      hold.release();
    }
  });

  it("reports a connection failure when nothing answers", async () => {
    const closed = await startFakeBonusSource();
    await closed.stop();
    expect(await scrapeFailure(firecrawlScrape({ baseUrl: closed.origin, apiKey: validKey }, "https://x.example", fast))).toBe(
      scrapeMessages.connectionFailed,
    );
  });
});

describe("firecrawlKeyWorks", () => {
  it("accepts a valid key through the credit-usage call and refuses another", async () => {
    expect(await firecrawlKeyWorks(target(), fast)).toBe(true);
    expect(await firecrawlKeyWorks({ baseUrl: fake.origin, apiKey: "fc-wrong" }, fast)).toBe(false);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /v1/team/credit-usage",
      "GET /v1/team/credit-usage",
    ]);
  });
});

describe("fetchPageHtml (no key)", () => {
  it("fetches the page's HTML as a browser would, and the parser reads its current bonuses", async () => {
    const html = await fetchPageHtml(fake.pageUrl, fast);
    expect(fake.requests[0]!.headers["user-agent"]).toBe(browserUserAgent);
    expect(parseTransferBonuses(html).map((bonus) => bonus.from)).toEqual([
      "Chase Ultimate Rewards",
      "American Express Membership Rewards",
      "Capital One Miles",
    ]);
  });

  it("fails with the spec's message when the page is missing", async () => {
    expect(await scrapeFailure(fetchPageHtml(`${fake.origin}/missing`, fast))).toBe(scrapeMessages.scrapeFailed);
  });
});
