import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format";

describe("formatDateTime", () => {
  it("shows the instant in New York time with its zone", () => {
    expect(formatDateTime("2026-11-23T15:05:00Z")).toBe("November 23, 2026 at 10:05 AM EST");
    expect(formatDateTime("2026-07-04T02:00:00Z")).toBe("July 3, 2026 at 10:00 PM EDT");
  });
});
