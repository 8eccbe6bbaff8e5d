import { describe, expect, it } from "vitest";
import { readSqlmapLog } from "./sqlmap";
import { readWapitiLog } from "./wapiti";

const clean = (at: string) =>
  `[${at}] [ERROR] all tested parameters do not appear to be injectable. Try to increase values for '--level'/'--risk' options, skipping to the next target`;

describe("readSqlmapLog", () => {
  it("counts the forms of a list of pages, which prints no total", () => {
    const log = [
      "[20:11:18] [INFO] searching for forms",
      "[1/?] Form:",
      "GET http://127.0.0.1:4000/admin/privacy?email=",
      clean("20:11:40"),
      "[2/?] Form:",
      "POST http://127.0.0.1:4000/admin/settings",
      clean("20:12:10"),
      "[3/?] Form:",
      "POST http://127.0.0.1:4000/admin/searches",
    ].join("\n");
    expect(readSqlmapLog(log)).toEqual({ found: 3, finished: 2, injectable: [] });
  });

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

describe("readWapitiLog", () => {
  it("reads the crawl's size and the modules that ran out of time", () => {
    const log = [
      "[*] Wapiti found 153 URLs and forms during the scan",
      "[*] Launching module exec",
      "Max attack time was reached for module exec, stopping.",
      "[*] Launching module sql",
      "[*] Launching module xss",
      "Max attack time was reached for module xss, stopping.",
    ].join("\n");
    expect(readWapitiLog(log)).toEqual({ urlsAndForms: 153, cutShort: ["exec", "xss"] });
  });
});
