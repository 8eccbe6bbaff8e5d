import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("the return path after a choice", () => {
  it("accepts paths on this site, with their query", () => {
    expect(safeReturnPath("/deals?q=chase")).toBe("/deals?q=chase");
    expect(safeReturnPath("/")).toBe("/");
  });

  it("refuses other hosts and anything odd", () => {
    for (const value of ["https://evil.example/", "//evil.example", "/\\evil.example", "deals", "/a\nb", null, "/" + "a".repeat(600)]) {
      expect(safeReturnPath(value), String(value)).toBeUndefined();
    }
  });
});
