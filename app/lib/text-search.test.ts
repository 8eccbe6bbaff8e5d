import { describe, expect, it } from "vitest";
import { containsPattern } from "./text-search";

describe("containsPattern", () => {
  it("matches the text anywhere", () => {
    expect(containsPattern("ann")).toBe("%ann%");
  });

  it("takes LIKE's wildcards and its escape character literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
