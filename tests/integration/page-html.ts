import * as cheerio from "cheerio";
import type { AnyNode } from "domhandler";
import { expect } from "vitest";

/*
 * Finds elements in server-rendered HTML the way the browser tests find them by role: a heading
 * by its level and text, a region by the heading that labels it, a link by its name. Each finder
 * expects exactly one match, so a duplicated or missing element fails as getByRole would.
 */
export type Scope = cheerio.Cheerio<AnyNode>;

export function parse(html: string): cheerio.CheerioAPI {
  return cheerio.load(html);
}

/** The text a reader hears: whitespace collapsed, visually hidden words included. */
export function textOf(element: Scope): string {
  return element.text().replace(/\s+/g, " ").trim();
}

function nameOf(element: Scope): string {
  return element.attr("aria-label") ?? textOf(element);
}

function only(found: Scope, what: string): Scope {
  expect(found.length, `exactly one ${what}`).toBe(1);
  expect(shown(found), `${what} is not hidden`).toBe(true);
  return found;
}

/** Nothing hides it: no `hidden` or `aria-hidden` on it or above it, and no closed <details> around it. */
export function shown(element: Scope): boolean {
  const lineage = element.add(element.parents());
  if (lineage.is("[hidden], [aria-hidden='true']")) return false;
  return element.parents("details:not([open])").length === 0;
}

export function heading(scope: Scope, level: number, name: string): Scope {
  return only(
    scope.find(`h${level}`).filter((_, element) => textOf(scope.find(element)) === name),
    `level-${level} heading "${name}"`,
  );
}

/** The texts of every heading of one level, in document order. */
export function headingTexts(scope: Scope, level: number): string[] {
  return scope
    .find(`h${level}`)
    .toArray()
    .map((element) => textOf(scope.find(element)));
}

export function link(scope: Scope, name: string): Scope {
  return only(
    scope.find("a[href]").filter((_, element) => nameOf(scope.find(element)) === name),
    `link "${name}"`,
  );
}

/** A <section> (or role=region) named by aria-label or by the element its aria-labelledby points to. */
export function region($: cheerio.CheerioAPI, scope: Scope, name: string): Scope {
  const named = scope.find("section, [role='region']").filter((_, element) => {
    const candidate = $(element);
    const labelledBy = candidate.attr("aria-labelledby");
    const label = labelledBy ? textOf($(`#${labelledBy}`)) : candidate.attr("aria-label");
    return label === name;
  });
  return only(named, `region "${name}"`);
}

/** The one element whose own text is exactly `text`, as getByText(text, { exact: true }). */
export function exactText($: cheerio.CheerioAPI, text: string): Scope {
  const found = $("body *").filter((_, element) => {
    const candidate = $(element);
    return candidate.children().length === 0 && textOf(candidate) === text;
  });
  expect(found.length, `an element reading exactly "${text}"`).toBe(1);
  return found;
}
