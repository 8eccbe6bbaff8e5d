import { describe, expect, it } from "vitest";
import { maskKey } from "./mask";

describe("maskKey", () => {
  it("keeps the first three and last four characters of a long key", () => {
    expect(maskKey("fc-0123456789abcdef")).toBe("fc-••••••••cdef");
  });

  it("hides a short key entirely", () => {
    expect(maskKey("short-key")).toBe("••••••••");
  });
});
