/**
 * Bonus parser benchmark: how long the transfer-bonus parser takes over a source page of more
 * than a megabyte, as HTML and as markdown (the pages of app/transfer-bonuses/fixtures/large-pages.ts).
 * Each is parsed five times after one warm-up; prints the median and the slowest.
 * Run: npm run bench:parser
 */
import { largeHtmlPage, largeMarkdownPage } from "~/transfer-bonuses/fixtures/large-pages";
import { parseTransferBonuses } from "~/transfer-bonuses/parse";

const runs = 5;

for (const [kind, page] of [
  ["HTML", largeHtmlPage()],
  ["markdown", largeMarkdownPage()],
] as const) {
  parseTransferBonuses(page);
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    parseTransferBonuses(page);
    return performance.now() - started;
  }).sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)]!;
  console.log(`${kind}: ${(page.length / 1e6).toFixed(2)} MB, median ${median.toFixed(0)} ms, slowest ${times[runs - 1]!.toFixed(0)} ms`);
}
