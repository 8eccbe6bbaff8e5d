import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the outside world of the transfer-bonus scraper, on 127.0.0.1: the
 * bonus page itself (HTML of the real page's shape) and the scraping service's documented
 * endpoints (POST /v1/scrape, GET /v1/team/credit-usage). Dates are relative to today, so
 * the bonuses it serves stay current whenever the tests run.
 */
export const validKey = "fc-valid-test-key-0123456789";
export const pagePath = "/current-point-transfer-bonuses/";

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeBonusSource {
  origin: string;
  pageUrl: string;
  requests: RecordedRequest[];
  /** Answers for the next scrape calls, in order; afterwards the page's markdown is served. */
  queueScrapeAnswers(...answers: FakeAnswer[]): void;
  /** Replaces the page (for both modes) until reset; `undefined` restores the default. */
  setPage(page: { html: string; markdown: string } | undefined): void;
  /** Holds every scrape answer until `release()` is called, to watch a run's progress. */
  holdScrapes(): { release(): void };
  stop(): Promise<void>;
}

function shortDate(daysFromToday: number): string {
  const date = new Date(Date.now() + daysFromToday * 86_400_000);
  const mm = String(date.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(date.getUTCDate()).padStart(2, "0");
  return `${mm}/${dd}/${String(date.getUTCFullYear()).slice(2)}`;
}

/** The rows the fake page lists: [from, details, start offset, end offset] in days from today. */
export const fakeRows = [
  ["Chase Ultimate Rewards", "30% bonus to Virgin Atlantic Flying Club", -10, 20],
  ["American Express Membership Rewards", "25% bonus to British Airways Executive Club", -5, 10],
  ["Capital One Miles", "40% bonus to Avianca LifeMiles", 5, 40],
] as const;

const expiredRow = ["Citi ThankYou Points", "50% bonus to Turkish Airlines Miles&Smiles", -60, -30] as const;

export function bonusPageHtml(rows: ReadonlyArray<readonly [string, string, number, number]> = fakeRows): string {
  const row = ([from, details, start, end]: readonly [string, string, number, number], index: number) =>
    `<tr><td>${from}</td><td><a href="https://example.com/bonus/${index}">${details}</a></td>` +
    `<td><span style="display:none">${46000 + index}</span>${shortDate(start)}</td>` +
    `<td><span style="display:none">${46100 + index}</span>${shortDate(end)}</td></tr>`;
  const table = (body: string) =>
    `<figure class="wp-block-table"><table><thead><tr><th>Transfer From</th><th>Transfer Bonus Details</th><th>Start Date</th><th>End Date</th></tr></thead><tbody>${body}</tbody></table></figure>`;
  return `<!doctype html><html lang="en"><head><title>Current Point Transfer Bonuses</title></head><body>
<main><h1>Current Point Transfer Bonuses</h1><p>Updated daily.</p>
<h2>Current and Upcoming Transfer Bonuses</h2>${table(rows.map(row).join(""))}
<h2>Expired Transfer Bonuses</h2>${table(row(expiredRow, 99))}</main></body></html>`;
}

export function bonusPageMarkdown(rows: ReadonlyArray<readonly [string, string, number, number]> = fakeRows): string {
  const row = ([from, details, start, end]: readonly [string, string, number, number], index: number) =>
    `| ${from} | [${details}](https://example.com/bonus/${index}) | ${46000 + index}${shortDate(start)} | ${46100 + index}${shortDate(end)} |`;
  const header = "| Transfer From | Transfer Bonus Details | Start Date | End Date |\n| --- | --- | --- | --- |";
  return `# Current Point Transfer Bonuses\n\nUpdated daily.\n\n## Current and Upcoming Transfer Bonuses\n\n${header}\n${rows.map(row).join("\n")}\n\n## Expired Transfer Bonuses\n\n${header}\n${row(expiredRow, 99)}\n`;
}

export async function startFakeBonusSource(port = 0): Promise<FakeBonusSource> {
  const requests: RecordedRequest[] = [];
  const queued: FakeAnswer[] = [];
  let page: { html: string; markdown: string } | undefined;
  let held: Array<() => void> | undefined;

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      requests.push({ method: req.method ?? "", path, headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (req.method === "GET" && path === pagePath) {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end(page?.html ?? bonusPageHtml());
        return;
      }
      if (req.method === "GET" && path === "/v1/team/credit-usage") {
        if (req.headers.authorization !== `Bearer ${validKey}`) return json(401, { success: false, error: "Unauthorized: Invalid token" });
        return json(200, { success: true, data: { remaining_credits: 480, plan_credits: 500 } });
      }
      if (req.method === "POST" && path === "/v1/scrape") {
        const answer = () => {
          if (req.headers.authorization !== `Bearer ${validKey}`)
            return json(401, { success: false, error: "Unauthorized: Invalid token" });
          const next = queued.shift();
          if (next) return json(next.status, next.body);
          json(200, { success: true, data: { markdown: page?.markdown ?? bonusPageMarkdown(), metadata: { statusCode: 200 } } });
        };
        if (held) held.push(answer);
        else answer();
        return;
      }
      json(404, { success: false, error: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pageUrl: `${origin}${pagePath}`,
    requests,
    queueScrapeAnswers: (...answers) => queued.push(...answers),
    setPage: (value) => (page = value),
    holdScrapes() {
      held = [];
      return {
        release() {
          const waiting = held ?? [];
          held = undefined;
          for (const answer of waiting) answer();
        },
      };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
