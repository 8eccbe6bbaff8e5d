import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/form-submission";
import { ceilingMessage, ceilingSchema, lastDays } from "./paid-calls";

describe("lastDays", () => {
  it("lists the days up to today, newest first, a day without calls as zero", () => {
    const rows = [
      { day: "2026-11-27", calls: 12, refused: 0 },
      { day: "2026-11-25", calls: 500, refused: 7 },
      { day: "2026-11-01", calls: 3, refused: 0 },
    ];
    expect(lastDays(rows, "2026-11-27", 4)).toEqual([
      { day: "2026-11-27", calls: 12, refused: 0 },
      { day: "2026-11-26", calls: 0, refused: 0 },
      { day: "2026-11-25", calls: 500, refused: 7 },
      { day: "2026-11-24", calls: 0, refused: 0 },
    ]);
  });

  it("crosses a month end", () => {
    expect(lastDays([], "2026-12-01", 2).map((row) => row.day)).toEqual(["2026-12-01", "2026-11-30"]);
  });
});

describe("the ceiling form", () => {
  const parse = (ceiling: string) => parseSubmission(new URLSearchParams({ ceiling }), ceilingSchema);

  it("takes a whole number of calls from 0 to 100,000, spaces around it ignored", () => {
    expect(parse(" 250 ")).toMatchObject({ ok: true, value: { ceiling: 250 } });
    expect(parse("0")).toMatchObject({ ok: true, value: { ceiling: 0 } });
    expect(parse("100000")).toMatchObject({ ok: true, value: { ceiling: 100_000 } });
  });

  it.each(["", "-1", "2.5", "1e3", "lots", "100001", "9999999"])("refuses %j with one message", (posted) => {
    expect(parse(posted)).toMatchObject({ ok: false, errors: { ceiling: ceilingMessage } });
  });
});
