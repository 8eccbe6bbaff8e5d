import { describe, expect, it } from "vitest";
import { maxImportBytes, walletColumns, walletFromCsv, walletToCsv, type ImportContext, type Wallet } from "./wallet-csv";
import { cardRowFixture, rowContextFixture } from "./test-fixtures";
import { maxCardsPerMember } from "./wallet-rows";

const context: ImportContext = rowContextFixture;
const card = cardRowFixture;

const wallet: Wallet = {
  members: [{ name: "Alex" }, { name: '=HYPERLINK("http://evil","Sam")' }, { name: '\'Tis Robin, "Rob"' }, { name: "-Kim" }],
  cards: [
    card({ bonusMonth: "2024-05", closedMonth: "2026-10" }),
    card({ productId: "chase-freedom-unlimited", changedFromProductId: "chase-sapphire-preferred", changedMonth: "2025-01" }),
    card({ member: '=HYPERLINK("http://evil","Sam")', productId: null, name: "@Costco Anywhere Visa, by Citi", issuer: "citi" }),
    card({ member: '\'Tis Robin, "Rob"', productId: "amex-business-gold", issuer: "amex", kind: "business" }),
  ],
  balances: [
    { member: "Alex", programId: "chase-ultimate-rewards", amount: 123_456, asOf: "2026-11-01", expiresOverride: null },
    { member: "-Kim", programId: "marriott", amount: 0, asOf: "2026-11-27", expiresOverride: "2027-02-28" },
    { member: "Alex", programId: "marriott", amount: 1_000_000_000, asOf: "2025-01-31", expiresOverride: null },
  ],
};

const header = walletColumns.join(",");
const memberLine = (name: string) => `member,${name},,,,,,,,,,,,,`;
const cardLine = (member: string, product: string, opened: string, rest = ",,,") => `card,${member},${product},,,,${opened},${rest},,,,`;
const balanceLine = (member: string, program: string, amount: string, asOf: string) =>
  `balance,${member},,,,,,,,,,${program},${amount},${asOf},`;
const file = (...lines: string[]) => [header, ...lines].join("\r\n") + "\r\n";
const errorsOf = (text: string) => {
  const result = walletFromCsv(text, context);
  return result.ok ? [] : result.errors;
};

describe("walletToCsv and walletFromCsv", () => {
  it("give back exactly the wallet that was exported", () => {
    expect(walletFromCsv(walletToCsv(wallet), context)).toEqual({ ok: true, wallet });
  });

  it("write one header and one line per member, card and balance, formulas neutralised", () => {
    const lines = walletToCsv(wallet).trimEnd().split("\r\n");
    expect(lines[0]).toBe(header);
    expect(lines).toHaveLength(1 + 4 + 4 + 3);
    expect(lines[1]).toBe(memberLine("Alex"));
    expect(lines[2]).toBe(memberLine(`"'=HYPERLINK(""http://evil"",""Sam"")"`));
    expect(lines[3]).toBe(memberLine(`"''Tis Robin, ""Rob"""`));
    expect(lines[4]).toBe(memberLine("'-Kim"));
    expect(lines[10]).toBe("balance,'-Kim,,,,,,,,,,marriott,0,2026-11-27,2027-02-28");
  });

  it("read an empty wallet, a byte-order mark and LF line ends", () => {
    expect(walletFromCsv(walletToCsv({ members: [], cards: [], balances: [] }), context)).toEqual({
      ok: true,
      wallet: { members: [], cards: [], balances: [] },
    });
    const text = "\uFEFF" + [header, memberLine("Alex"), balanceLine("Alex", "marriott", '"1,000"', "2026-01-01")].join("\n");
    expect(walletFromCsv(text, context)).toMatchObject({ ok: true, wallet: { balances: [{ amount: 1000 }] } });
  });
});

describe("walletFromCsv refuses", () => {
  it("a bad row, by its line, and returns no wallet at all", () => {
    const result = walletFromCsv(
      file(memberLine("Alex"), cardLine("Alex", "chase-sapphire-preferred", "2024-3"), balanceLine("Alex", "marriott", "5", "2026-01-01")),
      context,
    );
    expect(result).toEqual({ ok: false, errors: ["Line 3: Enter a month as YYYY-MM."] });
  });

  it("every problem of every line, in line order, each message once a line", () => {
    const text = file(
      balanceLine("Alex", "marriott", "=1+1", "2026-01-01"),
      memberLine("Alex"),
      cardLine("Alex", "chase-sapphire-preferred", "2024-03", "2024-01,2023-13,,2025-13"),
      balanceLine("Alex", "marriott", "-5", "2027-01-01"),
      balanceLine("Robin", "bilt", "1000000000000000000000000000000", "2026-01-01"),
      cardLine("Alex", "chase-sapphire-preferred", "2024-99", "2024-88,,,"),
      cardLine("Alex", "chase-sapphire-preferred", "2024-03", "2024-01,,,2025-01"),
    );
    expect(errorsOf(text)).toEqual([
      "Line 2: Enter a whole number of points.",
      "Line 4: Enter a month as YYYY-MM.",
      "Line 5: Enter a balance of 0 or more.",
      "Line 5: The date can't be in the future.",
      "Line 6: Choose a member.",
      "Line 6: Choose a points program.",
      "Line 6: Enter a balance of at most 1,000,000,000.",
      "Line 7: Enter a month as YYYY-MM.",
      "Line 8: The closed month can't be before the opened month.",
      "Line 8: The product change month can't be after the closed month.",
      "Line 8: Choose the card it was changed from.",
    ]);
  });

  it("a cell that would start a formula, as text: =1+1 is not a balance of 2", () => {
    expect(errorsOf(file(memberLine("Alex"), balanceLine("Alex", "marriott", "'=1+1", "2026-01-01")))).toEqual([
      "Line 3: Enter a whole number of points.",
    ]);
    expect(errorsOf(file(memberLine("Alex"), balanceLine("Alex", "marriott", "+2", "2026-01-01")))).toEqual([
      "Line 3: Enter a whole number of points.",
    ]);
  });

  it("a record it does not know, a line longer than the header, and a file that is not a wallet", () => {
    expect(errorsOf(file("points,Alex", memberLine("Alex") + ",extra"))).toEqual([
      "Line 2: Its first cell must be member, card or balance.",
      "Line 3: This line has more cells than the first line.",
    ]);
    expect(errorsOf("name,email\r\nAlex,a@example.com\r\n")).toEqual([`This is not a wallet file: its first line must be ${header}.`]);
    expect(errorsOf("")).toEqual([`This is not a wallet file: its first line must be ${header}.`]);
    expect(errorsOf(file('member,"Alex'))).toEqual(["Line 2: A quoted cell is not closed."]);
  });

  it("a fifth member, a second balance for one program, and more cards than a member may have", () => {
    const members = ["A", "B", "C", "D", "E"].map(memberLine);
    expect(errorsOf(file(...members))).toEqual(["Line 6: A wallet has at most 4 members."]);
    expect(errorsOf(file(memberLine("A"), memberLine("a")))).toEqual(["Line 3: Another member already has this name."]);
    const twice = file(memberLine("A"), balanceLine("A", "marriott", "1", "2026-01-01"), balanceLine("A", "marriott", "2", "2026-01-02"));
    expect(errorsOf(twice)).toEqual(["Line 4: This member already has a balance for this program."]);
    const cards = Array.from({ length: maxCardsPerMember + 1 }, () => cardLine("A", "chase-freedom-unlimited", "2020-01"));
    expect(errorsOf(file(memberLine("A"), ...cards))).toEqual([`Line ${maxCardsPerMember + 3}: A member can have at most 100 cards.`]);
  });

  it("lists twenty problems and counts the rest", () => {
    const errors = errorsOf(file(...Array.from({ length: 25 }, () => "points")));
    expect(errors).toHaveLength(21);
    expect(errors[0]).toBe("Line 2: Its first cell must be member, card or balance.");
    expect(errors[20]).toBe("And 5 more problems.");
  });

  it("a file over 200 KB or over 1,000 rows before reading it", () => {
    expect(errorsOf(file(memberLine("x".repeat(maxImportBytes))))).toEqual([
      "This file is larger than 200 KB; a wallet file is much smaller.",
    ]);
    expect(errorsOf(file(memberLine("é".repeat(maxImportBytes / 2))))).toEqual([
      "This file is larger than 200 KB; a wallet file is much smaller.",
    ]);
    const rows = Array.from({ length: 1001 }, (_, index) => `points,${index}`);
    expect(errorsOf(file(...rows))).toEqual(["This file has more than 1,000 rows."]);
    expect(errorsOf(file(...rows.slice(0, 1000)))).toHaveLength(21);
  });
});
