import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/form-submission";
import { partnerEditSchema, valueEditSchema } from "./forms";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const good = {
  ratio: "1,000:800",
  transferTime: " instant ",
  minimum: "1000",
  increment: "",
  source: "https://example.com/a",
  checkedOn: "2026-11-25",
};

describe("partnerEditSchema", () => {
  it("reads the ratio, blank amounts as not published and a blank time as none", () => {
    const result = parseSubmission(form(good), partnerEditSchema);
    expect(result.ok && result.value).toEqual({
      ratio: { from: 1000, to: 800 },
      transferTime: "instant",
      minimum: 1000,
      increment: null,
      source: "https://example.com/a",
      checkedOn: "2026-11-25",
    });
    const blankTime = parseSubmission(form({ ...good, transferTime: "" }), partnerEditSchema);
    expect(blankTime.ok && blankTime.value.transferTime).toBeNull();
  });

  it("refuses a bad ratio, a fraction of a point, a non-web source and a bad date, keeping what was typed", () => {
    const result = parseSubmission(
      form({ ...good, ratio: "1:1.3", minimum: "2.5", source: "javascript:alert(1)", checkedOn: "25/11/2026" }),
      partnerEditSchema,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["checkedOn", "minimum", "ratio", "source"]);
    expect(result.posted.ratio).toBe("1:1.3");
  });
});

describe("valueEditSchema", () => {
  it("reads cents to two decimals and refuses zero or blank", () => {
    const result = parseSubmission(form({ cents: "1.755", reviewedOn: "2026-11-25" }), valueEditSchema);
    expect(result.ok && result.value.cents).toBe(1.76);
    expect(parseSubmission(form({ cents: "0", reviewedOn: "2026-11-25" }), valueEditSchema).ok).toBe(false);
    expect(parseSubmission(form({ cents: "", reviewedOn: "2026-11-25" }), valueEditSchema).ok).toBe(false);
  });
});
