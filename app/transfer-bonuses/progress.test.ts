import { describe, expect, it } from "vitest";
import { bonusFromCells } from "./bonus";
import { runNotice, stageProgress } from "./progress";

describe("stageProgress", () => {
  it("follows the spec's steps and resets on failure", () => {
    expect(
      ["initializing", "scraping", "parsing", "complete", "failed"].map(
        (stage) => stageProgress[stage as keyof typeof stageProgress].percent,
      ),
    ).toEqual([25, 50, 75, 100, 0]);
  });
});

describe("runNotice", () => {
  const current = bonusFromCells("Amex", "30% bonus to Delta", "11/01/26", "12/15/26")!;
  const ended = bonusFromCells("Citi", "20% bonus to Turkish", "10/01/26", "11/01/26")!;

  it("counts the current bonuses on success", () => {
    expect(runNotice({ stage: "complete", error: null, results: [current, ended] }, "2026-11-23")).toEqual({
      title: "Success",
      description: "Found 1 current transfer bonuses",
      kind: "success",
      durationMs: 3_000,
    });
  });

  it("warns when nothing was parsed and passes on a failure's message", () => {
    expect(runNotice({ stage: "complete", error: null, results: [] }, "2026-11-23")?.description).toBe(
      "No transfer bonuses found. The website structure may have changed.",
    );
    expect(runNotice({ stage: "failed", error: "Scraping service error 402: Payment required", results: [] }, "2026-11-23")).toMatchObject({
      kind: "destructive",
      description: "Scraping service error 402: Payment required",
    });
    expect(runNotice({ stage: "scraping", error: null, results: [] }, "2026-11-23")).toBeUndefined();
  });
});
