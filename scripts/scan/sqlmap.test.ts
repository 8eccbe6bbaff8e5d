import { describe, expect, it } from "vitest";
import { readSqlmapLog } from "./sqlmap";

const clean = (at: string) =>
  `[${at}] [ERROR] all tested parameters do not appear to be injectable. Try to increase values for '--level'/'--risk' options, skipping to the next target`;

describe("readSqlmapLog", () => {
  it("counts the targets found and finished, with no injection point", () => {
    const log = [
      "[15:26:22] [INFO] found a total of 38 targets",
      "GET http://127.0.0.1:4000/?analytics=on",
      clean("15:26:30"),
      "POST http://127.0.0.1:4000/newsletter",
      clean("15:27:45"),
      "GET http://127.0.0.1:4000/deals?q=",
      "[15:27:53] [INFO] testing if GET parameter 'q' is dynamic",
    ].join("\n");
    expect(readSqlmapLog(log)).toEqual({ found: 38, finished: 2, injectable: [] });
  });

  it("lists each injection point sqlmap confirms", () => {
    const log = [
      "[10:00:00] [INFO] found a total of 2 targets",
      "sqlmap identified the following injection point(s) with a total of 40 HTTP(s) requests:",
      "---",
      "Parameter: q (GET)",
      "    Type: boolean-based blind",
      "---",
      clean("10:01:00"),
    ].join("\n");
    expect(readSqlmapLog(log)).toEqual({ found: 2, finished: 2, injectable: ["q (GET)"] });
  });
});
