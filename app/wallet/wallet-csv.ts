import { toCsv } from "~/lib/csv";
import { parseCsv, type CsvRecord } from "./csv-parse";
import { withCommas } from "./wallet-fields";
import {
  balanceFields,
  cardFields,
  maxBalancesPerMember,
  maxCardsPerMember,
  maxMembers,
  parseBalance,
  parseCard,
  parseMember,
  type BalanceFields,
  type BalanceRow,
  type CardFields,
  type CardRow,
  type MemberRow,
  type RowContext,
} from "./wallet-rows";

/**
 * A whole wallet as one CSV file a person can keep, open in a spreadsheet and import back. One
 * flat layout: the first cell says what the line is (member, card or balance), the other cells
 * are that row's fields, and a line leaves the other kinds' cells empty. Members are named by
 * their display name, which is unique in a wallet.
 *
 * toCsv puts an apostrophe before a cell a spreadsheet would run as a formula. So that the
 * import can take exactly one leading apostrophe off every cell, the export doubles a leading
 * apostrophe the value already had: what goes out comes back the same.
 */

export interface Wallet {
  members: MemberRow[];
  cards: CardRow[];
  balances: BalanceRow[];
}

export const walletColumns = [
  "record",
  "member",
  "product",
  "name",
  "issuer",
  "kind",
  "opened",
  "closed",
  "bonus",
  "changed_from",
  "changed",
  "program",
  "amount",
  "as_of",
  "expires",
] as const;
type Column = (typeof walletColumns)[number];

export const maxImportBytes = 200 * 1024;
export const importTooLargeMessage = `This file is larger than ${maxImportBytes / 1024} KB; a wallet file is much smaller.`;
/** Lines after the first: a full wallet has 4 + 4 × (100 + 60) = 644. */
export const maxImportRows = 1000;
/** Problems listed one by one; the rest are counted. */
export const maxListedProblems = 20;

const memberColumns: Record<keyof MemberRow, Column> = { name: "member" };
const cardColumns: Record<keyof CardFields, Column> = {
  member: "member",
  productId: "product",
  name: "name",
  issuer: "issuer",
  kind: "kind",
  openedMonth: "opened",
  closedMonth: "closed",
  bonusMonth: "bonus",
  changedFromProductId: "changed_from",
  changedMonth: "changed",
};
const balanceColumns: Record<keyof BalanceFields, Column> = {
  member: "member",
  programId: "program",
  amount: "amount",
  asOf: "as_of",
  expiresOverride: "expires",
};

function line<F extends string>(record: string, fields: Record<F, string>, columns: Record<F, Column>): string[] {
  const cells = walletColumns.map((column): string => (column === "record" ? record : ""));
  for (const field of Object.keys(columns) as F[]) cells[walletColumns.indexOf(columns[field])] = fields[field];
  return cells;
}

function fieldsOf<F extends string>(cells: readonly string[], columns: Record<F, Column>): Record<F, string> {
  const fields = {} as Record<F, string>;
  for (const field of Object.keys(columns) as F[]) fields[field] = cells[walletColumns.indexOf(columns[field])] ?? "";
  return fields;
}

const keepLeadingApostrophe = (cell: string) => (cell.startsWith("'") ? `'${cell}` : cell);
const dropLeadingApostrophe = (cell: string) => (cell.startsWith("'") ? cell.slice(1) : cell);

export function walletToCsv(wallet: Wallet): string {
  const rows = [
    [...walletColumns],
    ...wallet.members.map((member) => line("member", member, memberColumns)),
    ...wallet.cards.map((card) => line("card", cardFields(card), cardColumns)),
    ...wallet.balances.map((balance) => line("balance", balanceFields(balance), balanceColumns)),
  ];
  return toCsv(rows.map((row) => row.map(keepLeadingApostrophe)));
}

export type WalletImport = { ok: true; wallet: Wallet } | { ok: false; errors: string[] };

/** What the import checks rows against: everything a row needs but the members, which the file names. */
export type ImportContext = Omit<RowContext, "members">;

const refused = (...errors: string[]): WalletImport => ({ ok: false, errors });

/** Reads a wallet file; either every line is right and the wallet is returned, or the problems are, by line. */
export function walletFromCsv(text: string, context: ImportContext): WalletImport {
  // Length first: a string's UTF-8 size is at least its length, so a huge one is never encoded.
  if (text.length > maxImportBytes || new TextEncoder().encode(text).length > maxImportBytes) return refused(importTooLargeMessage);
  const parsed = parseCsv(text.replace(/^\uFEFF/, ""), maxImportRows + 1);
  if (!parsed.ok) {
    if (parsed.problem === "too-many-records") return refused(`This file has more than ${withCommas(maxImportRows)} rows.`);
    const problem =
      parsed.problem === "unclosed-quote" ? "A quoted cell is not closed." : "A quoted cell has text after its closing quote.";
    return refused(`Line ${parsed.line}: ${problem}`);
  }
  const [header, ...rows] = parsed.records;
  if (header?.cells.map(dropLeadingApostrophe).join(",") !== walletColumns.join(","))
    return refused(`This is not a wallet file: its first line must be ${walletColumns.join(",")}.`);
  return readRows(rows, context);
}

function readRows(records: readonly CsvRecord[], context: ImportContext): WalletImport {
  const problems = new Problems();
  const rows = records.map((record) => ({ line: record.line, cells: record.cells.map(dropLeadingApostrophe) }));
  for (const row of rows) {
    if (row.cells.length > walletColumns.length) problems.add(row.line, "This line has more cells than the first line.");
    if (!["member", "card", "balance"].includes(row.cells[0] ?? ""))
      problems.add(row.line, "Its first cell must be member, card or balance.");
  }
  const wallet: Wallet = { members: [], cards: [], balances: [] };
  for (const row of rows.filter((item) => item.cells[0] === "member")) {
    const result = parseMember(
      fieldsOf(row.cells, memberColumns),
      wallet.members.map((member) => member.name),
    );
    if (!result.ok) problems.addAll(row.line, result.errors);
    else if (wallet.members.length === maxMembers) problems.add(row.line, `A wallet has at most ${maxMembers} members.`);
    else wallet.members.push(result.row);
  }
  const rowContext: RowContext = { ...context, members: wallet.members.map((member) => member.name) };
  const counts = new Map<string, number>();
  /** Counts the member's rows of a kind; false, with the problem noted, past the limit. */
  const withinLimit = (line: number, member: string, kind: string, max: number) => {
    const count = (counts.get(`${kind} ${member}`) ?? 0) + 1;
    counts.set(`${kind} ${member}`, count);
    if (count > max) problems.add(line, `A member can have at most ${max} ${kind}.`);
    return count <= max;
  };
  for (const row of rows.filter((item) => item.cells[0] === "card")) {
    const result = parseCard(fieldsOf(row.cells, cardColumns), rowContext);
    if (!result.ok) problems.addAll(row.line, result.errors);
    else if (withinLimit(row.line, result.row.member, "cards", maxCardsPerMember)) wallet.cards.push(result.row);
  }
  const balancesHeld = new Set<string>();
  for (const row of rows.filter((item) => item.cells[0] === "balance")) {
    const result = parseBalance(fieldsOf(row.cells, balanceColumns), rowContext);
    if (!result.ok) problems.addAll(row.line, result.errors);
    else if (balancesHeld.has(`${result.row.member} ${result.row.programId}`))
      problems.add(row.line, "This member already has a balance for this program.");
    else if (withinLimit(row.line, result.row.member, "balances", maxBalancesPerMember)) {
      balancesHeld.add(`${result.row.member} ${result.row.programId}`);
      wallet.balances.push(result.row);
    }
  }
  return problems.list.length > 0 ? { ok: false, errors: problems.report() } : { ok: true, wallet };
}

/** Problems by line, each message once per line, listed in line order and capped. */
class Problems {
  readonly list: Array<{ line: number; message: string }> = [];
  private readonly seen = new Set<string>();

  add(line: number, message: string) {
    if (this.seen.has(`${line} ${message}`)) return;
    this.seen.add(`${line} ${message}`);
    this.list.push({ line, message });
  }

  addAll(line: number, errors: Partial<Record<string, string>>) {
    for (const message of Object.values(errors)) if (message) this.add(line, message);
  }

  report(): string[] {
    const sorted = [...this.list].sort((a, b) => a.line - b.line);
    const listed = sorted.slice(0, maxListedProblems).map((problem) => `Line ${problem.line}: ${problem.message}`);
    const more = sorted.length - listed.length;
    return more > 0 ? [...listed, `And ${more} more ${more === 1 ? "problem" : "problems"}.`] : listed;
  }
}
