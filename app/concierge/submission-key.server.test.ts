import { describe, expect, it } from "vitest";
import type { ConciergeRequestInput } from "./request-schema";
import { requestFields } from "./request-values";
import { submissionKey } from "./submission-key.server";
import { validRequestFields } from "./test-fixtures";

// The typed form of the fixture: the schema turns the party size into a number.
const request: ConciergeRequestInput = { ...validRequestFields, passengers: 2, preferredClass: "business", maxStops: "1" };
const stamp = "MTc2NDAwMDAwMDAwMA..signature";

describe("a concierge request's submission key", () => {
  it("is the same for the same form sent twice, whatever the case and spacing", () => {
    const again = { ...request, email: "Ana@Example.com", fromDestination: "New  York", pointsList: "200k chase ultimate rewards" };
    expect(submissionKey(stamp, again)).toBe(submissionKey(stamp, request));
  });

  it("differs when any field differs, so two visitors sharing a cached page's stamp never share a key", () => {
    const keys = new Set([submissionKey(stamp, request)]);
    for (const field of requestFields) {
      const other = { ...request, [field]: field === "passengers" ? 3 : `${request[field]}x` };
      keys.add(submissionKey(stamp, other));
    }
    expect(keys.size).toBe(requestFields.length + 1);
  });

  it("differs for another stamp, so the same trip asked for again from a new page is a new request", () => {
    expect(submissionKey(`${stamp}2`, request)).not.toBe(submissionKey(stamp, request));
  });

  it("does not contain what was sent", () => {
    const key = submissionKey(stamp, request);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toContain("ana");
  });
});
