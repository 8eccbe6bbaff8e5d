import { describe, expect, it } from "vitest";
import { parseRequest } from "./request-schema";
import { emptyRequestValues, limitMessages, requestFields, requestMessages, type RequestValues } from "./request-values";

const valid: RequestValues = {
  name: "Ana Lima",
  email: "ana@example.com",
  phone: "+1 (212) 555-0100",
  travelDates: "March 3-17, 2027",
  fromDestination: "New York (JFK)",
  toDestination: "Munich",
  passengers: "2",
  preferredClass: "business",
  maxStops: "1",
  pointsList: "200k Chase Ultimate Rewards, 90k Amex Membership Rewards",
};

const validateRequest = (values: RequestValues) => parseRequest(new URLSearchParams(values));

const errorsFor = (overrides: Partial<RequestValues>) => {
  const result = validateRequest({ ...valid, ...overrides });
  return result.ok ? {} : result.errors;
};

describe("concierge request schema", () => {
  it("accepts a complete request, trimmed, with the party size as a number", () => {
    const result = validateRequest({ ...valid, name: "  Ana Lima  " });
    expect(result).toEqual({ ok: true, value: { ...valid, name: "Ana Lima", passengers: 2 }, posted: { ...valid, name: "  Ana Lima  " } });
  });

  it("gives every spec message for an empty form, one per field", () => {
    const result = validateRequest(emptyRequestValues());
    expect(result).toEqual({ ok: false, errors: requestMessages, posted: emptyRequestValues() });
    expect(Object.keys(requestMessages).sort()).toEqual([...requestFields].sort());
  });

  it("treats blanks as empty", () => {
    expect(errorsFor({ travelDates: "   " })).toEqual({ travelDates: "Travel dates are required." });
  });

  it("asks for a name of at least 2 characters", () => {
    expect(errorsFor({ name: "A" })).toEqual({ name: "Name must be at least 2 characters." });
    expect(errorsFor({ name: "Al" })).toEqual({});
  });

  it("asks for a valid email address", () => {
    expect(errorsFor({ email: "ana@" })).toEqual({ email: "Please enter a valid email address." });
    expect(errorsFor({ email: "ana example.com" })).toEqual({ email: "Please enter a valid email address." });
  });

  it("asks for a phone number of at least 10 characters made of digits and separators", () => {
    expect(errorsFor({ phone: "555-0100" })).toEqual({ phone: "Please enter a valid phone number." });
    expect(errorsFor({ phone: "call me maybe" })).toEqual({ phone: "Please enter a valid phone number." });
    expect(errorsFor({ phone: "2125550100" })).toEqual({});
  });

  it("needs a class and a number of stops from the spec's options", () => {
    expect(errorsFor({ preferredClass: "first" })).toEqual({ preferredClass: "Please select a preferred class." });
    expect(errorsFor({ maxStops: "3" })).toEqual({ maxStops: "Please select maximum number of stops." });
    expect(errorsFor({ preferredClass: "premium_economy", maxStops: "nonstop" })).toEqual({});
  });

  it("takes a party of 1 to 9 passengers", () => {
    expect(errorsFor({ passengers: "0" })).toEqual({ passengers: limitMessages.passengers });
    expect(errorsFor({ passengers: "10" })).toEqual({ passengers: limitMessages.passengers });
    expect(errorsFor({ passengers: "two" })).toEqual({ passengers: limitMessages.passengers });
    expect(errorsFor({ passengers: "9" })).toEqual({});
  });

  it("limits the length of free text", () => {
    expect(errorsFor({ name: "x".repeat(101) })).toEqual({ name: limitMessages.name });
    expect(errorsFor({ pointsList: "x".repeat(2_001) })).toEqual({ pointsList: limitMessages.pointsList });
    expect(errorsFor({ toDestination: "x".repeat(101) })).toEqual({ toDestination: limitMessages.toDestination });
  });
});
