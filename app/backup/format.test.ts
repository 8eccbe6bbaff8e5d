import { describe, expect, it } from "vitest";
import { BackupFileError, encodeLine, insertionOrder, parseLine } from "./format";

describe("backup lines", () => {
  it("reads back what it writes, one line each", () => {
    const row = ["1", null, 'a "quoted"\nline'];
    const text = encodeLine(row);
    expect(text.endsWith("\n")).toBe(true);
    expect(text.slice(0, -1)).not.toContain("\n");
    expect(parseLine(text.slice(0, -1), 1)).toEqual(row);
  });

  it("names the line that is not JSON or not a backup line", () => {
    expect(() => parseLine("{", 7)).toThrow(new BackupFileError("line 7 is not JSON"));
    expect(() => parseLine('{"type":"table"}', 8)).toThrow(new BackupFileError("line 8 is not a backup line"));
    expect(() => parseLine("[1]", 9)).toThrow(/line 9/);
  });
});

describe("insertionOrder", () => {
  it("puts every table after the tables it refers to", () => {
    const references = [
      { table: "sends", references: "issues" },
      { table: "sends", references: "subscribers" },
      { table: "sends", references: "outbox" },
      { table: "sessions", references: "admins" },
      { table: "tree", references: "tree" },
    ];
    const order = insertionOrder(["sends", "tree", "sessions", "outbox", "issues", "admins", "subscribers"], references);
    expect(order).toEqual(["admins", "issues", "outbox", "subscribers", "tree", "sends", "sessions"]);
  });

  it("refuses a cycle between tables", () => {
    expect(() =>
      insertionOrder(
        ["a", "b"],
        [
          { table: "a", references: "b" },
          { table: "b", references: "a" },
        ],
      ),
    ).toThrow(/cycle between a, b/);
  });
});
