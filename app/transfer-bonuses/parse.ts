import { load } from "cheerio/slim";
import { bonusFromCells, hasTargetedMark, type TransferBonus } from "./bonus";
import { mapColumns, specColumns, type ColumnMap } from "./columns";

/** The bonus table on a scraped page is the one under this heading. */
export const bonusTableHeading = "Current and Upcoming Transfer Bonuses";

/** A table cell: its whole text and, when it holds a link, the link's text. */
interface Cell {
  text: string;
  linkText: string | undefined;
}

/**
 * Reads the current and upcoming transfer bonuses from a scraped page: the markdown a scraping
 * service returns, or the page's HTML. Only the table under `bonusTableHeading` counts, and
 * nothing after the next heading (the page lists expired bonuses below). Never throws: a page
 * it cannot read gives an empty list.
 */
export function parseTransferBonuses(page: string): TransferBonus[] {
  try {
    const rows = looksLikeHtml(page) ? htmlTableRows(page) : markdownTableRows(page);
    return rowsToBonuses(rows);
  } catch {
    return [];
  }
}

function looksLikeHtml(page: string): boolean {
  return /<(?:table|h[1-6]|body|html)[\s>]/i.test(page);
}

function isBonusHeading(text: string): boolean {
  return text
    .replace(/[*_`#]/g, "")
    .replace(/\s+/g, " ")
    .toLowerCase()
    .includes(bonusTableHeading.toLowerCase());
}

function rowsToBonuses(rows: Cell[][]): TransferBonus[] {
  const [header, ...body] = rows;
  if (!header) return [];
  const mapped = mapColumns(header.map((cell) => cell.text));
  // Without recognisable headers the first row is data, read in the spec's column order.
  const columns = mapped ?? specColumns;
  const bonuses = new Map<string, TransferBonus>();
  for (const row of mapped ? body : rows) {
    const bonus = rowToBonus(row, columns);
    if (bonus && !bonuses.has(bonus.id)) bonuses.set(bonus.id, bonus);
  }
  return [...bonuses.values()];
}

function rowToBonus(row: Cell[], columns: ColumnMap): TransferBonus | undefined {
  if (row.length < 4) return undefined;
  const cell = (index: number | undefined) => (index === undefined ? undefined : row[index]);
  const from = cell(columns.from)?.text ?? "";
  const detailsCell = cell(columns.details);
  const toCell = cell(columns.to);
  let details = detailsCell ? preferredText(detailsCell) : "";
  if (toCell) {
    const partner = preferredText(toCell);
    if (!details.toLowerCase().includes(partner.toLowerCase())) details = `${details} to ${partner}`.trim();
  }
  if (row.some((entry) => hasTargetedMark(entry.text)) && !hasTargetedMark(details)) details += " [Targeted]";
  return bonusFromCells(from, details, cell(columns.start)?.text ?? "", cell(columns.end)?.text ?? "");
}

/**
 * The link text (spec: link text preferred), unless the link sits on the partner's name alone
 * ('40% bonus to [Turkish Airlines](...)'): then the percentage is outside it and the whole
 * text is kept.
 */
function preferredText(cell: Cell): string {
  const link = cell.linkText?.trim();
  if (!link) return cell.text;
  return cell.text.includes("%") && !link.includes("%") ? cell.text : link;
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

// ---- markdown ----------------------------------------------------------------------------

const markdownHeading = /^ {0,3}#{1,6}\s+(.*)$/;
const markdownLink = /\[((?:\\.|[^\]\\])*)\]\([^)]*\)/;

function markdownTableRows(page: string): Cell[][] {
  const lines = page.split(/\r?\n/);
  const start = lines.findIndex((line) => {
    const heading = markdownHeading.exec(line);
    return heading !== null && isBonusHeading(heading[1]!);
  });
  if (start < 0) return [];
  const rows: Cell[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (markdownHeading.test(line)) break;
    const trimmed = line.trim();
    if (!trimmed.startsWith("|")) {
      // The first table ends at its first non-table line.
      if (rows.length > 0) break;
      continue;
    }
    if (/^\|[\s:|-]*$/.test(trimmed)) continue;
    rows.push(splitMarkdownRow(trimmed).map(markdownCell));
  }
  return rows;
}

function splitMarkdownRow(line: string): string[] {
  const inner = line.replace(/^\|/, "").replace(/(?<!\\)\|$/, "");
  return inner.split(/(?<!\\)\|/);
}

function markdownCell(raw: string): Cell {
  const withoutImages = raw.replace(/!\[[^\]]*\]\([^)]*\)/g, "");
  const link = markdownLink.exec(withoutImages)?.[1];
  const text = withoutImages.replace(new RegExp(markdownLink.source, "g"), "$1");
  return { text: plainMarkdown(text), linkText: link === undefined ? undefined : plainMarkdown(link) };
}

function plainMarkdown(text: string): string {
  return clean(
    text
      .replace(/<br\s*\/?>/gi, " ")
      .replace(/<[^>]+>/g, "")
      .replace(/\*\*|__/g, "")
      .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, "$1"),
  );
}

// ---- HTML --------------------------------------------------------------------------------

/**
 * Building a document from a whole page costs most of the time on a large page, so the part
 * from the heading to the end of the first table after it is read first; the whole page only
 * when that finds nothing (a heading written with entities, a table nested in the table).
 */
function htmlTableRows(page: string): Cell[][] {
  const section = headingToTable(page);
  const rows = section ? tableRowsAfterHeading(section) : [];
  return rows.length > 0 ? rows : tableRowsAfterHeading(page);
}

function headingToTable(page: string): string | undefined {
  for (const match of page.matchAll(/<h([1-6])\b[^>]*>([\s\S]{0,500}?)<\/h\1\s*>/gi)) {
    if (!isBonusHeading(match[2]!.replace(/<[^>]*>/g, " "))) continue;
    const tableEnd = /<\/table\s*>/i.exec(page.slice(match.index));
    return tableEnd ? page.slice(match.index, match.index + tableEnd.index + tableEnd[0].length) : undefined;
  }
  return undefined;
}

function tableRowsAfterHeading(page: string): Cell[][] {
  const $ = load(page);
  // Headings and tables in document order: the table we want is the next one after the
  // heading, before any other heading, however deeply either is wrapped.
  const landmarks = $("h1, h2, h3, h4, h5, h6, table").toArray();
  const headingIndex = landmarks.findIndex((element) => element.tagName !== "table" && isBonusHeading($(element).text()));
  const table = landmarks[headingIndex + 1];
  if (headingIndex < 0 || !table || table.tagName !== "table") return [];
  return $(table)
    .find("tr")
    .toArray()
    .map((row) =>
      $(row)
        .children("td, th")
        .toArray()
        .map((cell): Cell => {
          const link = $(cell).find("a").first();
          return { text: clean($(cell).text()), linkText: link.length > 0 ? clean(link.text()) : undefined };
        }),
    );
}
