// One table row from a Lighthouse JSON report (bench/lighthouse.sh). Exits non-zero when the run
// did not produce every score, and lists on stderr each audit that cost a point.
import fs from "node:fs";

const [reportPath, page, form] = process.argv.slice(2);
interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue: number;
}
interface Report {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, Audit>;
}

const report = JSON.parse(fs.readFileSync(reportPath!, "utf8")) as Report;
const categories = ["performance", "accessibility", "best-practices", "seo"];

if (report.runtimeError) {
  console.error(`${page} (${form}): ${report.runtimeError.code} ${report.runtimeError.message}`);
  process.exit(1);
}
const scores = categories.map((id) => report.categories[id]?.score);
if (scores.some((score) => typeof score !== "number")) {
  console.error(`${page} (${form}): a category has no score: ${JSON.stringify(scores)}`);
  process.exit(1);
}

for (const id of categories) {
  for (const ref of report.categories[id]!.auditRefs) {
    const audit = report.audits[ref.id]!;
    const failed = audit.scoreDisplayMode !== "informative" && audit.score !== null && audit.score < 1;
    if (failed && ref.weight > 0) {
      console.error(`  ${page} (${form}) ${id}: ${audit.id} ${audit.score} ${audit.displayValue ?? ""}`);
    }
  }
}

const fcp = Math.round(report.audits["first-contentful-paint"]!.numericValue);
const cls = report.audits["cumulative-layout-shift"]!.numericValue.toFixed(3);
const cells = [page, form, ...scores.map((score) => Math.round(score! * 100)), fcp, cls];
console.log(`| ${cells.join(" | ")} |`);
