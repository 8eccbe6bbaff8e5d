import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable } from "./data-table";

describe("DataTable", () => {
  it("captions the table, heads each column for screen readers, and puts the rows in the body", () => {
    const html = renderToStaticMarkup(
      <DataTable caption="Partners of Amex" columns={["Partner", "Ratio", { hidden: "Edit" }]} dense className="mt-6">
        <tr>
          <th scope="row">Aeroplan</th>
          <td>1:1</td>
          <td>Edit</td>
        </tr>
      </DataTable>,
    );
    expect(html).toMatch(/^<div class="overflow-x-auto rounded-lg border border-slate-200 mt-6">/);
    expect(html).toContain(">Partners of Amex</caption>");
    expect(html.match(/<th scope="col" class="px-3 py-2">/g)).toHaveLength(3);
    expect(html).toContain('<span class="sr-only">Edit</span>');
    expect(html).toMatch(/<tbody[^>]*><tr><th scope="row">Aeroplan<\/th>/);
  });

  it("keeps the public pages' roomier spacing unless told otherwise", () => {
    const html = renderToStaticMarkup(
      <DataTable caption="Values" columns={["Program"]}>
        {null}
      </DataTable>,
    );
    expect(html).toContain('<th scope="col" class="px-4 py-2">Program</th>');
    expect(html).toMatch(/^<div class="overflow-x-auto rounded-lg border border-slate-200">/);
  });

  it("hides a caption a heading already shows, and aligns a column of numbers right", () => {
    const html = renderToStaticMarkup(
      <DataTable caption="Run history" captionHidden columns={["When", { numeric: "Found" }]} dense>
        {null}
      </DataTable>,
    );
    expect(html).toContain('<caption class="sr-only">Run history</caption>');
    expect(html).toContain('<th scope="col" class="px-3 py-2">When</th><th scope="col" class="px-3 py-2 text-right">Found</th>');
  });

  it("names a focusable frame by its caption, so a keyboard can scroll a wide table", () => {
    const html = renderToStaticMarkup(
      <DataTable caption="Every bonus" columns={["From"]} focusable>
        {null}
      </DataTable>,
    );
    expect(html).toMatch(
      /^<div class="overflow-x-auto rounded-lg border border-slate-200" role="region" aria-label="Every bonus" tabindex="0">/,
    );
  });
});
