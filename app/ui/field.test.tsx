import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxGroup } from "./checkbox";
import { Select, TextInput } from "./field";

/** Each tag of the rendered markup with the given name, as text. */
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];

describe("form kit fields", () => {
  it("tie the label, the hint and the message to the control", () => {
    const html = renderToStaticMarkup(
      <TextInput id="f-name" name="name" label="Full Name" hint="As on your passport." error="Name must be at least 2 characters." />,
    );
    expect(tags(html, "label")[0]).toContain('for="f-name"');
    const [input] = tags(html, "input");
    for (const attribute of ['id="f-name"', 'name="name"', 'aria-invalid="true"', 'aria-describedby="f-name-hint f-name-error"'])
      expect(input).toContain(attribute);
    expect(html).toContain('id="f-name-hint" class="mt-1 text-sm text-slate-600">As on your passport.</p>');
    expect(html).toContain('id="f-name-error" class="mt-1 text-sm text-red-700">Name must be at least 2 characters.</p>');
  });

  it("mark nothing invalid and describe nothing when there is no hint or message", () => {
    const options = [{ value: "business", label: "Business" }];
    const html = renderToStaticMarkup(
      <Select id="f-class" name="preferredClass" label="Preferred Class" options={options} placeholder="Select…" />,
    );
    const [select] = tags(html, "select");
    expect(select).not.toContain("aria-invalid=");
    expect(select).not.toContain("aria-describedby=");
    expect(html).toContain('<option value="">Select…</option><option value="business">Business</option>');
  });

  it("list grouped options under their headings, and keep a hidden option out of the list", () => {
    const options = [
      { value: "", label: "Sort By", hidden: true },
      { label: "Monday", options: [{ value: "mon|9", label: "Monday, 9 AM" }] },
    ];
    const html = renderToStaticMarkup(
      <Select id="f-sort" name="sort" label="Sort" labelHidden options={options} controlClassName="sm:w-48" />,
    );
    expect(tags(html, "label")[0]).toContain('class="sr-only"');
    expect(tags(html, "select")[0]).toContain("sm:w-48");
    expect(html).toContain('<option value="" disabled="" hidden="">Sort By</option>');
    expect(html).toContain('<optgroup label="Monday"><option value="mon|9">Monday, 9 AM</option></optgroup>');
  });

  it("post a checkbox group under one name, ticked as given, with its message on the group", () => {
    const options = [
      { value: "deals", label: "Deals" },
      { value: "bonuses", label: "Transfer bonuses" },
    ];
    const html = renderToStaticMarkup(
      <CheckboxGroup name="topics" legend="Topics" options={options} checked={["bonuses"]} error="Choose at least one topic." />,
    );
    const [deals, bonuses] = tags(html, "input");
    expect(deals).toContain('name="topics"');
    expect(deals).not.toContain("checked");
    expect(bonuses).toContain('name="topics"');
    expect(bonuses).toContain('checked=""');
    const describedBy = /aria-describedby="([^"]+)"/.exec(tags(html, "fieldset")[0]!)?.[1];
    expect(html).toContain(`<p id="${describedBy}" class="mt-1 text-sm text-red-700">Choose at least one topic.</p>`);
  });
});
