import { describe, expect, it } from "vitest";
import { bonusFromCells, type TransferBonus } from "./bonus";
import { checkPublishable, compareLists } from "./publish-rules";

function make(from: string, details: string, start: string, end: string): TransferBonus {
  return bonusFromCells(from, details, start, end)!;
}

const today = "2026-11-23";
const a = make("Amex", "30% bonus to Delta", "11/01/26", "12/15/26");
const b = make("Chase", "25% bonus to Aeroplan", "11/01/26", "12/01/26");
const c = make("Citi", "20% bonus to Turkish", "11/01/26", "12/20/26");
const ended = make("Bilt", "50% bonus to Hyatt", "10/01/26", "11/01/26");

describe("compareLists", () => {
  it("sorts the next list into new, changed and gone by id", () => {
    const extended = { ...a, endDate: "2026-12-31" };
    const changes = compareLists([a, b], [extended, c]);
    expect(changes.added).toEqual([c]);
    expect(changes.changed).toEqual([{ before: a, after: extended }]);
    expect(changes.gone).toEqual([b]);
  });

  it("reports nothing for an identical list", () => {
    expect(compareLists([a, b], [b, a])).toEqual({ added: [], changed: [], gone: [] });
  });
});

describe("checkPublishable", () => {
  it("refuses an empty result", () => {
    expect(checkPublishable([], [a], today).ok).toBe(false);
  });

  it("refuses a result with no current bonus", () => {
    expect(checkPublishable([ended], [], today)).toEqual({ ok: false, reason: "The scrape found no current transfer bonuses." });
  });

  it("refuses a result with less than half the current public list", () => {
    const verdict = checkPublishable([a], [a, b, c], today);
    expect(verdict.ok).toBe(false);
  });

  it("accepts any current bonus when the public list has none current", () => {
    expect(checkPublishable([a], [ended], today)).toEqual({ ok: true });
  });

  it("accepts a result at least half the size of the public list", () => {
    expect(checkPublishable([a, c], [a, b, c], today)).toEqual({ ok: true });
  });
});
