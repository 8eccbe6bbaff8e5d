import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator } from "@playwright/test";
import { parse as parseYaml } from "yaml";

/**
 * The built-in deals, read straight from content/deals/*.md (the server seeds these at start),
 * so the tests expect what the content says rather than what the app computes.
 */
export interface ContentDeal {
  slug: string;
  title: string;
  /** yyyy-MM-dd */
  date: string;
  excerpt: string;
  cardName: string;
  issuer: string;
  referralLink: string;
  welcomeBonus: string;
  annualFee: string;
  minSpend: string;
  transferPartners: string;
  dealScore: number;
  signupBonusAmount: number;
  bonusUnit: "points" | "cash";
  /** The first plain paragraph of each markdown section, with inline markdown removed. */
  firstParagraph: { description: string; eligibility: string | null; whyILoveIt: string };
}

const contentFolder = fileURLToPath(new URL("../../../content/deals", import.meta.url));

function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*|__|[*_`]/g, "")
    .trim();
}

/** The first paragraph (not a list item) under each level-1 heading. */
function firstParagraphs(body: string): Record<string, string> {
  const found: Record<string, string> = {};
  let section: string | undefined;
  for (const line of body.split(/\r?\n/)) {
    const heading = /^# (.+)$/.exec(line)?.[1];
    if (heading) section = heading.trim();
    else if (section && !found[section] && line.trim() && !/^\s*([-*+]|\d+\.)\s/.test(line)) {
      found[section] = plainText(line);
    }
  }
  return found;
}

function readDeal(fileName: string): ContentDeal {
  const source = fs.readFileSync(path.join(contentFolder, fileName), "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${fileName}: no front matter`);
  const front = parseYaml(match[1]!) as Record<string, unknown>;
  const date = front.date instanceof Date ? front.date.toISOString().slice(0, 10) : String(front.date);
  const sections = firstParagraphs(match[2]!);
  return {
    ...(front as Omit<ContentDeal, "slug" | "date" | "firstParagraph">),
    bonusUnit: front.bonusUnit === "cash" ? "cash" : "points",
    slug: path.basename(fileName, ".md"),
    date,
    firstParagraph: {
      description: sections["Description"]!,
      eligibility: sections["Am I Eligible to Apply?"] ?? null,
      whyILoveIt: sections["Why I Love This Card"]!,
    },
  };
}

export const contentDeals: readonly ContentDeal[] = fs
  .readdirSync(contentFolder)
  .filter((name) => name.endsWith(".md"))
  .sort()
  .map(readDeal);

export function dealBySlug(slug: string): ContentDeal {
  const deal = contentDeals.find((candidate) => candidate.slug === slug);
  if (!deal) throw new Error(`no content file for ${slug}`);
  return deal;
}

/** The deal list's sort orders (descending). */
export const newestFirst = (deals: readonly ContentDeal[]) => [...deals].sort((a, b) => b.date.localeCompare(a.date));
export const byScore = (deals: readonly ContentDeal[]) => [...deals].sort((a, b) => b.dealScore - a.dealScore);

/** The deal search: case-insensitive match on title, excerpt, cardName or issuer. */
export function matching(query: string): ContentDeal[] {
  const needle = query.toLowerCase();
  return contentDeals.filter((deal) =>
    [deal.title, deal.excerpt, deal.cardName, deal.issuer].some((field) => field.toLowerCase().includes(needle)),
  );
}

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** How a date is shown: 'July 3, 2025'. */
export function displayDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${months[month! - 1]} ${day}, ${year}`;
}

/** floor(amount/1000)+'K points' at 1000 or more; a cash bonus is shown in dollars. */
export function bonusText(deal: Pick<ContentDeal, "signupBonusAmount" | "bonusUnit">): string {
  const amount = deal.signupBonusAmount;
  if (deal.bonusUnit === "cash") return `$${amount.toLocaleString("en-US")} cash`;
  return amount >= 1000 ? `${Math.floor(amount / 1000)}K points` : `${amount} points`;
}

/** An excerpt: the first 120 characters plus an ellipsis. */
export function shortText(text: string): string {
  return text.length > 120 ? `${text.slice(0, 120)}...` : text;
}

/** The featured cards' annual-fee labels, fixed per card. */
export const featuredFeeLabels: Record<string, string> = {
  "chase-sapphire-reserve-business-200k": "$795",
  "chase-sapphire-reserve-100k": "$795",
  "american-express-platinum-175k": "$695",
  "capital-one-venture-x-business-350k": "$395",
  "capital-one-spark-cash-plus-1500": "$0 first year",
  "chase-sapphire-preferred-75k": "$95",
  "capital-one-venture-75k": "$95",
  "chase-ink-business-preferred-90k": "$95",
};

/** 'Issuer plus card name', not repeating the issuer when the card's name already has it. */
export function issuerLine(deal: Pick<ContentDeal, "issuer" | "cardName">): string {
  return deal.cardName.toLowerCase().includes(deal.issuer.toLowerCase()) ? deal.cardName : `${deal.issuer} ${deal.cardName}`;
}

/** Score colour bands: lime up to 8, green above (the built-in scores are 7 to 10). */
export function scoreBand(score: number): string {
  if (score <= 2) return "red";
  if (score <= 4) return "orange";
  if (score <= 6) return "amber";
  if (score <= 8) return "lime";
  return "green";
}

/** The deal-score badge, found by what a screen reader announces: 'Deal score 8.8 out of 10'. */
export function scoreBadge(scope: Locator, score: number): Locator {
  const value = String(score).replace(".", "\\.");
  return scope.getByRole("link", { name: new RegExp(`^Deal score ${value} out of 10`) });
}

/** A paragraph whose whole text is `text` (the card art's drawn name is not a paragraph). */
export function paragraphWithText(scope: Locator, text: string): Locator {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return scope.getByRole("paragraph").filter({ hasText: new RegExp(`^${escaped}$`) });
}

/** Expects the elements to come in this order in the document. */
export async function expectInDocumentOrder(locators: Locator[]): Promise<void> {
  for (let index = 1; index < locators.length; index++) {
    const earlier = await locators[index - 1]!.elementHandle();
    const later = await locators[index]!.elementHandle();
    const follows = await earlier!.evaluate((a, b) => !!(a.compareDocumentPosition(b as Node) & Node.DOCUMENT_POSITION_FOLLOWING), later);
    expect(follows, `element ${index} comes after element ${index - 1}`).toBe(true);
  }
}
