import path from "node:path";
import { describe, expect, it } from "vitest";
import { packageStartScript, startScriptEnvironment } from "./start-environment";

describe("startScriptEnvironment", () => {
  it("reads npm start's variables: glibc's malloc arenas capped at 4 (decision 028)", () => {
    const start = packageStartScript(path.resolve(import.meta.dirname, "../.."));
    expect(startScriptEnvironment(start, {})).toEqual({ MALLOC_ARENA_MAX: "4" });
  });

  it("lets a value already in the environment win, as the shell does", () => {
    expect(startScriptEnvironment("MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2} node server/main.js", { MALLOC_ARENA_MAX: "8" })).toEqual({
      MALLOC_ARENA_MAX: "8",
    });
    expect(startScriptEnvironment("node server/main.js", {})).toEqual({});
  });

  it("refuses a start script it would not run the same way", () => {
    expect(() => startScriptEnvironment("node --max-old-space-size=200 server/main.js", {})).toThrow(/start script/);
    expect(() => startScriptEnvironment("A=${B:-1} node server/main.js", {})).toThrow(/another variable/);
  });
});
