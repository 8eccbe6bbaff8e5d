import { describe, expect, it } from "vitest";
import { parseAdminSearch } from "./search-query";

describe("parseAdminSearch", () => {
  it("is no search when empty", () => {
    expect(parseAdminSearch(null)).toEqual({ kind: "empty" });
    expect(parseAdminSearch("   ")).toEqual({ kind: "empty" });
  });

  it("refuses fewer than three characters with a message", () => {
    const query = parseAdminSearch(" ab ");
    expect(query.kind).toBe("too-short");
    expect(query.kind === "too-short" && query.message).toMatch(/at least 3 characters/);
  });

  it("sends an address to the finder, normalised", () => {
    expect(parseAdminSearch(" Ann@Example.com ")).toMatchObject({ kind: "address", address: "ann@example.com" });
  });

  it("reads a phone number as its digits", () => {
    expect(parseAdminSearch("(206) 555-0100")).toEqual({
      kind: "words",
      text: "(206) 555-0100",
      search: { text: "(206) 555-0100", phoneDigits: "2065550100" },
    });
  });

  it("reads anything else as text, spaces folded", () => {
    expect(parseAdminSearch("Ann   Lee")).toEqual({ kind: "words", text: "Ann Lee", search: { text: "Ann Lee" } });
    expect(parseAdminSearch("Sapphire 2024").kind).toBe("words");
    expect(parseAdminSearch("Sapphire 2024")).not.toHaveProperty("search.phoneDigits");
  });
});
