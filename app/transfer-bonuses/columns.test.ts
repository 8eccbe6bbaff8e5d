import { describe, expect, it } from "vitest";
import { mapColumns } from "./columns";

describe("mapColumns", () => {
  it("maps the spec's four headers", () => {
    expect(mapColumns(["Transfer From", "Transfer Bonus Details", "Start Date", "End Date"])).toEqual({
      from: 0,
      details: 1,
      to: undefined,
      start: 2,
      end: 3,
    });
  });

  it("maps separate From and To columns in any order", () => {
    expect(mapColumns(["End Date", "Transfer To", "Bonus", "Transfer From", "Start Date"])).toEqual({
      from: 3,
      details: 2,
      to: 1,
      start: 4,
      end: 0,
    });
  });

  it("gives up on headers without a source or a date", () => {
    expect(mapColumns(["Name", "Value", "Notes", "More"])).toBeUndefined();
    expect(mapColumns(["Transfer From", "Details", "Start Date", "Notes"])).toBeUndefined();
  });
});
