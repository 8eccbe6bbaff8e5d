import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { dealInputSchema, type DealInput } from "./deal-schema";

/** The three rich-text sections of a deal file, by their level-1 headings. */
const sectionFields = {
  Description: "description",
  "Am I Eligible to Apply?": "eligibility",
  "Why I Love This Card": "whyILoveIt",
} as const;

/** Parses one deal file: YAML front matter, then markdown sections under fixed level-1 headings. */
export function parseDealFile(source: string, fileName: string): DealInput {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/);
  if (!match) throw new Error(`${fileName}: missing front matter`);
  const front = parseYaml(match[1]!) as Record<string, unknown>;

  const sections: Record<string, string> = {};
  let current: string | undefined;
  for (const line of match[2]!.split(/\r?\n/)) {
    const heading = line.match(/^# (.+)$/)?.[1]?.trim();
    if (heading !== undefined) {
      current = sectionFields[heading as keyof typeof sectionFields];
      if (!current) throw new Error(`${fileName}: unknown section "${heading}"`);
      sections[current] = "";
    } else if (current) {
      sections[current] += `${line}\n`;
    }
  }

  const slug = path.basename(fileName, ".md");
  const date = front.date instanceof Date ? front.date.toISOString().slice(0, 10) : front.date;
  const parsed = dealInputSchema.safeParse({ ...front, ...sections, slug, date });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`${fileName}: ${problems.join("; ")}`);
  }
  return parsed.data;
}

export function loadDealContent(folder: string): DealInput[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => parseDealFile(fs.readFileSync(path.join(folder, name), "utf8"), name));
}
