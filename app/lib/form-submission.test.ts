import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "~/lib/zod";
import { maxRepeatedValues, parseSubmission } from "./form-submission";

const post = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

const schema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters.").max(5, "Name is too long."),
  email: z.email("Please enter a valid email address."),
});

describe("parseSubmission", () => {
  it("gives the typed value of a valid post and what was posted", () => {
    const result = parseSubmission(
      post([
        ["name", "  Ana "],
        ["email", "ana@example.com"],
      ]),
      schema,
    );
    expect(result).toEqual({
      ok: true,
      value: { name: "Ana", email: "ana@example.com" },
      posted: { name: "  Ana ", email: "ana@example.com" },
    });
  });

  it("gives the first message of each field that fails, and keeps what was typed", () => {
    const result = parseSubmission(post([["name", "A"]]), schema);
    expect(result).toEqual({
      ok: false,
      errors: { name: "Name must be at least 2 characters.", email: "Please enter a valid email address." },
      posted: { name: "A", email: "" },
    });
    const twoRules = z.object({ code: z.string().min(3, "Too short.").regex(/^\d+$/, "Digits only.") });
    expect(parseSubmission(post([["code", "x"]]), twoRules)).toMatchObject({ errors: { code: "Too short." } });
  });

  it("reads a missing field or a file as empty text", () => {
    const form = post([["name", "Ana"]]);
    form.append("email", new Blob(["x"]), "photo.png");
    expect(parseSubmission(form, schema)).toMatchObject({ ok: false, posted: { name: "Ana", email: "" } });
  });

  it("ignores fields the schema does not name", () => {
    const result = parseSubmission(
      post([
        ["name", "Ana"],
        ["email", "ana@example.com"],
        ["intent", "save"],
        ["isAdmin", "on"],
      ]),
      schema,
    );
    expect(result).toMatchObject({ ok: true, value: { name: "Ana", email: "ana@example.com" } });
    expect(result.posted).not.toHaveProperty("intent");
    expect(result.ok && result.value).not.toHaveProperty("isAdmin");
  });

  it("reads a checkbox as ticked or not", () => {
    const checkbox = z.object({ published: z.boolean().default(true) });
    expect(parseSubmission(post([["published", "on"]]), checkbox)).toMatchObject({ ok: true, value: { published: true } });
    expect(parseSubmission(post([]), checkbox)).toMatchObject({ ok: true, value: { published: false }, posted: { published: false } });
  });

  it("reads a number field as a number, and a blank one as missing, not 0", () => {
    const count = z.object({ seats: z.number("Enter a number.").int("Enter a whole number.").min(1, "At least 1.") });
    expect(parseSubmission(post([["seats", " 3 "]]), count)).toMatchObject({ ok: true, value: { seats: 3 }, posted: { seats: " 3 " } });
    expect(parseSubmission(post([["seats", ""]]), count)).toMatchObject({ ok: false, errors: { seats: "Enter a number." } });
    expect(parseSubmission(post([["seats", "two"]]), count)).toMatchObject({ ok: false, errors: { seats: "Enter a number." } });
    expect(parseSubmission(post([["seats", "1.5"]]), count)).toMatchObject({ ok: false, errors: { seats: "Enter a whole number." } });
    const coerced = z.object({ hours: z.coerce.number().min(0, "Not negative.") });
    expect(parseSubmission(post([["hours", "1.5"]]), coerced)).toMatchObject({ ok: true, value: { hours: 1.5 } });
  });

  it("reads a checkbox group as the ticked values, and reports an item's problem on the group", () => {
    const topics = z.object({
      topics: z.array(z.enum(["deals", "bonuses"], "Choose from the list.")).min(1, "Choose at least one topic."),
    });
    expect(
      parseSubmission(
        post([
          ["topics", "deals"],
          ["topics", "bonuses"],
        ]),
        topics,
      ),
    ).toMatchObject({ ok: true, value: { topics: ["deals", "bonuses"] } });
    expect(parseSubmission(post([]), topics)).toMatchObject({
      ok: false,
      errors: { topics: "Choose at least one topic." },
      posted: { topics: [] },
    });
    expect(
      parseSubmission(
        post([
          ["topics", "deals"],
          ["topics", "spam"],
        ]),
        topics,
      ),
    ).toMatchObject({ errors: { topics: "Choose from the list." } });
  });

  it("reads nested fields by their dotted names", () => {
    const address = z.object({
      address: z.object({ city: z.string().min(1, "City is required."), zip: z.string().regex(/^\d{5}$/, "Enter 5 digits.") }),
    });
    const result = parseSubmission(
      post([
        ["address.city", "Boston"],
        ["address.zip", "2110"],
      ]),
      address,
    );
    expect(result).toEqual({
      ok: false,
      errors: { "address.zip": "Enter 5 digits." },
      posted: { address: { city: "Boston", zip: "2110" } },
    });
    expectTypeOf(result.posted.address.zip).toEqualTypeOf<string>();
  });

  it("reads no more than a bounded number of values for a group, and the schema's bounds still apply", () => {
    const tags = z.object({ tags: z.array(z.string()).max(3, "At most 3 tags.") });
    const flood = post(Array.from({ length: 10_000 }, (_, i): [string, string] => ["tags", `t${i}`]));
    const result = parseSubmission(flood, tags);
    expect(result.posted.tags).toHaveLength(maxRepeatedValues);
    expect(result).toMatchObject({ ok: false, errors: { tags: "At most 3 tags." } });
    expect(
      parseSubmission(
        post([
          ["name", "x".repeat(6)],
          ["email", "a@b.co"],
        ]),
        schema,
      ),
    ).toMatchObject({ errors: { name: "Name is too long." } });
  });

  it("reads a query string as well as a posted form", () => {
    expect(parseSubmission(new URLSearchParams("name=Ana&email=ana@example.com"), schema)).toMatchObject({ ok: true });
  });
});
