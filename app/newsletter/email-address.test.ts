import { describe, expect, it } from "vitest";
import { isValidEmail, localPart, maxEmailLength, normaliseEmail } from "./email-address";

describe("the newsletter address rule", () => {
  it.each(["jane@example.com", "Jane.Doe+points@mail.example.co.uk", "a_b%c-d@sub-domain.example.info", "  x@y.io  "])(
    "accepts %s",
    (address) => expect(isValidEmail(address)).toBe(true),
  );

  it.each([
    ["empty", ""],
    ["no @", "jane.example.com"],
    ["no domain", "jane@"],
    ["no local part", "@example.com"],
    ["no ending", "jane@example"],
    ["a one-letter ending", "jane@example.c"],
    ["a five-letter ending", "jane@example.travel"],
    ["a digit ending", "jane@example.123"],
    ["a space inside", "jane doe@example.com"],
    ["two @", "jane@doe@example.com"],
    ["an empty domain label", "jane@example..com"],
  ])("refuses %s", (_case, address) => expect(isValidEmail(address)).toBe(false));

  it("refuses an address longer than mail systems accept", () => {
    const local = "a".repeat(maxEmailLength - "@example.com".length + 1);
    expect(isValidEmail(`${local}@example.com`)).toBe(false);
  });
});

describe("normaliseEmail", () => {
  it("trims and lower-cases, so the same address in another case is a duplicate", () => {
    expect(normaliseEmail("  Jane.Doe@Example.COM ")).toBe("jane.doe@example.com");
  });
});

describe("localPart", () => {
  it("is everything before the last @", () => {
    expect(localPart("jane.doe@example.com")).toBe("jane.doe");
    expect(localPart("not-an-address")).toBe("");
  });
});
